import styles from './screens.module.css';

/** The spinner for the first theme and font load (and lazy route loads); content loads use skeletons. */
export function LoadingSpinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={`${styles.spinnerWrap} ${inline ? styles.inline : ''}`}>
      <div className={styles.spinner} role="status" aria-label={label} data-testid="loading-spinner" />
    </div>
  );
}
