import type { GuestPass } from '@leisure/contracts';
import { formatDay } from '../lib/format.ts';
import { guestPassStatusLabels, guestPassTone } from '../lib/labels.ts';
import styles from './account.module.css';
import passStyles from './guest-passes.module.css';
import { StatusChip } from './status-chip.tsx';

function GuestPassItem({ pass }: { pass: GuestPass }) {
  const isUsable = pass.status === 'issued';
  return (
    <li
      className={isUsable ? styles.card : `${styles.card} ${styles.cardMuted}`}
      data-testid="guest-pass"
      data-status={pass.status}
    >
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>
          {pass.guestFirstName} {pass.guestLastName}
        </h3>
        <StatusChip tone={guestPassTone(pass.status)}>{guestPassStatusLabels[pass.status]}</StatusChip>
      </div>
      <p className={styles.strong}>{formatDay(pass.validOn)}</p>
      <p className={passStyles.code}>
        <span className={styles.meta}>Code </span>
        <strong data-testid="guest-pass-code">{pass.code}</strong>
      </p>
      {pass.guestEmail ? <p className={styles.meta}>Sent to {pass.guestEmail}</p> : null}
    </li>
  );
}

/** The passes issued, latest day first; the code is what the guest shows at reception. */
export function GuestPassList({ passes }: { passes: GuestPass[] }) {
  return (
    <ul className={styles.list}>
      {passes.map((pass) => (
        <GuestPassItem key={pass.id} pass={pass} />
      ))}
    </ul>
  );
}
