import {
  type AccessibilityFeature,
  accessibilityFeatures,
  type Instructor,
  type Tag,
} from '@leisure/contracts';
import { useId, useState } from 'react';
import { accessibilityLabels } from '../../../lib/accessibility.ts';
import { mediaQueries } from '../../../lib/breakpoints.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Button } from '../../../ui/button.tsx';
import { defaultFilters, hasActiveFilters, type ListingFilters } from '../lib/filters.ts';
import styles from './timetable-filters.module.css';

export interface ResultCount {
  shown: number;
  total: number;
  /** What is counted: { one: 'class', many: 'classes' }. */
  noun: { one: string; many: string };
}

export interface TimetableFiltersProps {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** Classes only: the day's instructors and tags to pick from. */
  instructors?: readonly Instructor[];
  tags?: readonly Tag[];
  /** Announced politely as the filters change. */
  resultCount?: ResultCount | undefined;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/** A multi-select in a disclosure: its summary says how many are chosen; open while any is. */
function ChoiceDisclosure<T extends string | number>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  const count = selected.length;
  return (
    <details className={styles.disclosure} open={count > 0 || undefined}>
      <summary className={styles.summary}>
        {label}
        {count > 0 ? ` (${count} selected)` : ''}
      </summary>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={selected.includes(option.value)}
                  onChange={(event) => onChange(toggle(selected, option.value, event.currentTarget.checked))}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/** A time of day to filter by; empty is no limit (null). */
function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        type="time"
        className={styles.input}
        data-testid="time-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
      />
    </label>
  );
}

function countText({ shown, total, noun }: ResultCount): string {
  const word = total === 1 ? noun.one : noun.many;
  return shown === total ? `${total} ${word}` : `${shown} of ${total} ${word} shown`;
}

/** Listing filters (spec section 5) plus accessibility; the caller keeps them in the URL. */
export function TimetableFilters({
  filters,
  onChange,
  instructors = [],
  tags = [],
  resultCount,
}: TimetableFiltersProps) {
  const id = useId();
  const set = (patch: Partial<ListingFilters>) => onChange({ ...filters, ...patch });
  const instructorOptions = instructors.map((i) => ({ value: i.id, label: `${i.firstName} ${i.lastName}` }));
  const tagOptions = tags.map((t) => ({ value: t.id, label: t.name }));
  const accessOptions = accessibilityFeatures.map((value) => ({ value, label: accessibilityLabels[value] }));
  const isActive = hasActiveFilters(filters);
  // On phones the controls fold away so the timetable stays in view; wider screens always show them.
  const isWide = useMediaQuery(mediaQueries.tabletUp);
  const [isOpen, setOpen] = useState(false);
  const showControls = isWide || isOpen;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.titleRow}>
        <h2 className={styles.title} id={`${id}-title`}>
          Filters{isActive ? ' (on)' : ''}
        </h2>
        <div className={styles.actions}>
          <Button variant="text" size="small" onClick={() => onChange(defaultFilters)} disabled={!isActive}>
            Clear filters
          </Button>
          {!isWide && (
            <Button
              variant="secondary"
              size="small"
              aria-expanded={isOpen}
              aria-controls={`${id}-controls`}
              onClick={() => setOpen(!isOpen)}
            >
              {isOpen ? 'Hide filters' : 'Show filters'}
            </Button>
          )}
        </div>
      </div>
      <div id={`${id}-controls`} className={styles.controls} hidden={!showControls}>
        <div className={styles.row}>
          <TimeField label="From" value={filters.startTime} onChange={(startTime) => set({ startTime })} />
          <TimeField label="To" value={filters.endTime} onChange={(endTime) => set({ endTime })} />
          <label className={`${styles.check} ${styles.switch}`}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={!filters.showAllActions}
              checked={!filters.showAllActions}
              onChange={(event) => set({ showAllActions: !event.currentTarget.checked })}
            />
            Show only bookable
          </label>
        </div>
        {instructorOptions.length > 0 && (
          <ChoiceDisclosure
            label="Instructors"
            options={instructorOptions}
            selected={filters.instructors}
            onChange={(selected) => set({ instructors: selected })}
          />
        )}
        {tagOptions.length > 0 && (
          <ChoiceDisclosure
            label="Tags"
            options={tagOptions}
            selected={filters.tags}
            onChange={(selected) => set({ tags: selected })}
          />
        )}
        <ChoiceDisclosure<AccessibilityFeature>
          label="Accessibility"
          options={accessOptions}
          selected={filters.accessibility}
          onChange={(selected) => set({ accessibility: selected })}
        />
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {resultCount ? countText(resultCount) : ''}
      </p>
    </section>
  );
}
