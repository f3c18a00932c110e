import styles from './handoff-failed.module.css';

/** The kiosk's QR link could not bring the basket over: why, in the server's words. */
export function HandoffFailed({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.alert} data-testid="handoff-error">
      <p className={styles.title}>We couldn't bring your basket over from the kiosk.</p>
      <p>{message}</p>
    </div>
  );
}
