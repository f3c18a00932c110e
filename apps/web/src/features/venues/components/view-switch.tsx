import styles from './venues.module.css';

export type VenueView = 'list' | 'map';

/**
 * On a phone (and up to the width where list and map sit side by side), List or Map: one at a
 * time, the map no longer below every card. Two toggle buttons, the shown one pressed.
 */
export function ViewSwitch({ view, onChange }: { view: VenueView; onChange: (view: VenueView) => void }) {
  return (
    <fieldset className={styles.viewSwitch} data-testid="view-switch">
      <legend className="visually-hidden">Show venues as</legend>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.viewButton}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? 'List' : 'Map'}
        </button>
      ))}
    </fieldset>
  );
}
