import type { WaiverLine } from '@leisure/contracts';
import type { SlotDraft } from '../lib/saved-attendees.ts';
import { emptyDraft } from '../lib/saved-attendees.ts';
import type { Slot, SlotErrors } from '../lib/waiver-form.ts';
import { AttendeeSlot } from './attendee-slot.tsx';
import styles from './attendees.module.css';

export interface WaiverLineCardProps {
  line: WaiverLine;
  /** When the session starts, as the basket shows it. */
  when: string;
  slots: readonly Slot[];
  drafts: Readonly<Record<string, SlotDraft>>;
  errors: SlotErrors;
  selectedUserId: number | null;
  onChange: (key: string, change: Partial<SlotDraft>) => void;
}

const people = (count: number) => (count === 1 ? '1 attendee' : `${count} attendees`);

/** A basket line that needs waivers: what and when, its waiver, who has signed, and a place per attendee left. */
export function WaiverLineCard({
  line,
  when,
  slots,
  drafts,
  errors,
  selectedUserId,
  onChange,
}: WaiverLineCardProps) {
  const headingId = `waiver-line-${line.cartItemId}`;
  const signedIds = new Set(line.signed.map((signer) => signer.attendeeId));
  return (
    <section className={styles.line} aria-labelledby={headingId} data-testid="waiver-line">
      <h2 id={headingId} className={styles.lineName}>
        {line.name}
      </h2>
      <p className={styles.meta}>
        <time dateTime={line.startsAt.dateTime}>{when}</time> · {line.venueName}
      </p>
      <p className={styles.meta}>
        {line.signed.length} of {people(line.quantity)} signed
      </p>
      {line.signed.length > 0 && (
        <p className={styles.signed}>
          Signed for: {line.signed.map((signer) => `${signer.firstName} ${signer.lastName}`).join(', ')}
        </p>
      )}
      {slots.length > 0 && (
        <>
          <div className={styles.waiver}>
            <h3>Waiver</h3>
            <p>{line.waiverText}</p>
          </div>
          <div className={styles.slots}>
            {slots.map((slot) => (
              <AttendeeSlot
                key={slot.key}
                slot={slot}
                draft={drafts[slot.key] ?? emptyDraft}
                errors={errors}
                selectedUserId={selectedUserId}
                excludedIds={signedIds}
                onChange={(change) => onChange(slot.key, change)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
