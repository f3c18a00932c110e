import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import styles from './waivers-due.module.css';

/** '1 waiver to sign before you pay', '3 waivers to sign before you pay'. */
export const waiversDueText = (count: number) =>
  `${count} ${count === 1 ? 'waiver' : 'waivers'} to sign before you pay`;

/**
 * The basket's `attendeeWaiversRequired`, said where paying would be offered, with the way to the
 * attendees page: the server refuses payment until every attendee has signed.
 */
export function WaiversDue({ count, attendeesPath }: { count: number; attendeesPath: string }) {
  return (
    <div className={styles.notice} data-testid="waivers-due">
      <p className={styles.text}>{waiversDueText(count)}</p>
      <Link to={attendeesPath} className={buttonClassName({ size: 'large', fullWidth: true })}>
        Add attendees and sign
      </Link>
    </div>
  );
}
