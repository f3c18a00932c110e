import type { StatusTone } from '../lib/labels.ts';
import styles from './account.module.css';

/** A status in words (never by colour alone), tinted by its tone. */
export function StatusChip({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`${styles.chip} ${styles[tone]}`}>{children}</span>;
}
