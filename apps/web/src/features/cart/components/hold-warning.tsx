import { Button } from '../../../ui/button.tsx';
import { useExtendHolds } from '../hooks/use-cart-mutations.ts';
import styles from './hold-status.module.css';

/** What the warning says can be done: keep the place longer, or plainly, that it cannot be. */
export function holdWarningWords(canExtend: boolean, holdMinutes: number): string {
  return canExtend
    ? `You can keep it for ${holdMinutes} more minutes, once.`
    : 'This hold has already been extended and cannot be extended again.';
}

/**
 * Shown in a hold's last two minutes (WCAG 2.2.1): a button that keeps the places for another
 * hold period, which the server allows once per line, or words saying it cannot be extended.
 */
export function HoldWarning({
  lineIds,
  holdMinutes,
  label,
}: {
  /** The live lines not yet extended; none when nothing can be extended any more. */
  lineIds: number[];
  holdMinutes: number;
  /** What the button keeps, for screen readers ('Spin, Fri 27 Nov'). */
  label: string;
}) {
  const extend = useExtendHolds();
  const isBusy = extend.isPending;
  if (lineIds.length === 0) {
    return (
      <p className={styles.warning} data-testid="hold-warning">
        Less than 2 minutes left. {holdWarningWords(false, holdMinutes)}
      </p>
    );
  }
  return (
    <div className={styles.warning} data-testid="hold-warning">
      <p className={styles.warningText}>Less than 2 minutes left. {holdWarningWords(true, holdMinutes)}</p>
      <Button
        variant="secondary"
        size="small"
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) extend.mutate(lineIds);
        }}
      >
        {isBusy ? 'Extending…' : `Keep for ${holdMinutes} more minutes`}{' '}
        <span className="visually-hidden">{label}</span>
      </Button>
    </div>
  );
}
