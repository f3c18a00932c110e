import type { RequiredWaivers, WaiverLine } from '@leisure/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { useSendWaivers } from '../api/send-waivers.ts';
import { savedAttendeesStore, useSavedAttendees } from '../lib/saved-attendees.ts';
import {
  checkSlots,
  type Slot,
  type SlotErrors,
  serverSlotErrors,
  slotFieldIds,
  slotsOf,
} from '../lib/waiver-form.ts';
import styles from './attendees.module.css';
import { WaiverLineCard } from './waiver-line-card.tsx';

/** The spec's waiver failure toast (a server message replaces it). */
export const waiverErrorMessage = 'Error with waivers, unable to complete order, please try again';

const remainingText = (count: number) =>
  count === 0 ? 'All waivers are signed.' : `${count === 1 ? '1 waiver' : `${count} waivers`} still to sign`;

/** Focuses the first control (in page order) that has a message. */
function focusFirstError(slots: readonly Slot[], errors: SlotErrors) {
  for (const slot of slots) {
    const id = Object.values(slotFieldIds(slot.key)).find((candidate) => errors[candidate]);
    if (id) return document.getElementById(id)?.focus();
  }
}

export interface WaiversFormProps {
  waivers: RequiredWaivers;
  whenOf: (line: WaiverLine) => string;
  selectedUserId: number | null;
  /** What to offer once everything is signed (links on to checkout). */
  done: ReactNode;
}

/**
 * The lines needing waivers, a place per attendee still to sign, and 'Send waivers'. Messages
 * sit under their fields; a failed send shows the spec's toast (or the server's message).
 */
export function WaiversForm({ waivers, whenOf, selectedUserId, done }: WaiversFormProps) {
  const drafts = useSavedAttendees();
  const [errors, setErrors] = useState<SlotErrors>({});
  const send = useSendWaivers();
  const slotsByLine = waivers.items.map((line) => ({ line, slots: slotsOf(line) }));
  const slots = slotsByLine.flatMap((entry) => entry.slots);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkSlots(slots, drafts);
    setErrors(checked.errors);
    if (!checked.waivers) return focusFirstError(slots, checked.errors);
    try {
      await send.mutateAsync({ waivers: checked.waivers, selected_user_id: selectedUserId });
      toast.success('Thank you, your waivers are signed.');
    } catch (error) {
      const fieldErrors = isApiError(error) ? serverSlotErrors(slots, error.errors) : {};
      setErrors(fieldErrors);
      focusFirstError(slots, fieldErrors);
      toast.danger(isApiError(error) && error.code !== null ? error.message : waiverErrorMessage);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Attendees and waivers">
      <p className={styles.status} role="status" data-testid="waivers-remaining">
        {remainingText(waivers.totalWaiversRequired)}
      </p>
      {slotsByLine.map(({ line, slots: lineSlots }) => (
        <WaiverLineCard
          key={line.cartItemId}
          line={line}
          when={whenOf(line)}
          slots={lineSlots}
          drafts={drafts}
          errors={errors}
          selectedUserId={selectedUserId}
          onChange={(key, change) => savedAttendeesStore.update(key, change)}
        />
      ))}
      {slots.length > 0 ? (
        <div className={styles.actions}>
          <Button type="submit" size="large" aria-disabled={send.isPending || undefined}>
            {send.isPending ? 'Sending waivers…' : 'Send waivers'}
          </Button>
        </div>
      ) : (
        done
      )}
    </form>
  );
}
