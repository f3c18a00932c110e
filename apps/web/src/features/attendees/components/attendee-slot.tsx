import type { Attendee } from '@leisure/contracts';
import { CheckboxField, TextField } from '../../../ui/form/index.ts';
import type { SlotDraft } from '../lib/saved-attendees.ts';
import { type Slot, type SlotErrors, slotFieldIds } from '../lib/waiver-form.ts';
import { AttendeePicker } from './attendee-picker.tsx';
import styles from './attendees.module.css';
import { NewAttendeeFields } from './new-attendee-fields.tsx';

export interface AttendeeSlotProps {
  slot: Slot;
  draft: SlotDraft;
  errors: SlotErrors;
  selectedUserId: number | null;
  excludedIds: ReadonlySet<number>;
  onChange: (change: Partial<SlotDraft>) => void;
}

const modes = [
  { value: 'previous', label: "Someone you've booked for before" },
  { value: 'new', label: 'Someone new' },
] as const;

/**
 * One attendee place of a basket line: who is attending (a previous attendee or someone new),
 * then their agreement to the waiver and the name of who signs.
 */
export function AttendeeSlot({
  slot,
  draft,
  errors,
  selectedUserId,
  excludedIds,
  onChange,
}: AttendeeSlotProps) {
  const ids = slotFieldIds(slot.key);
  const slotError = errors[ids.slot];

  return (
    <fieldset className={styles.slot} data-testid="attendee-slot">
      <legend>Attendee {slot.number}</legend>
      {slotError && (
        <p id={ids.slot} className={styles.slotError} tabIndex={-1}>
          {slotError}
        </p>
      )}
      <fieldset className={styles.group}>
        <legend>Who is attending?</legend>
        <div className={`${styles.choices} ${styles.modeChoices}`}>
          {modes.map((mode) => (
            <div key={mode.value} className={styles.choice}>
              <input
                id={`${ids.slot}-mode-${mode.value}`}
                type="radio"
                name={`${ids.slot}-mode`}
                checked={draft.mode === mode.value}
                onChange={() => onChange({ mode: mode.value })}
              />
              <label htmlFor={`${ids.slot}-mode-${mode.value}`}>{mode.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {draft.mode === 'previous' ? (
        <AttendeePicker
          id={ids.previous}
          selectedUserId={selectedUserId}
          chosen={draft.previous}
          excludedIds={excludedIds}
          error={errors[ids.previous]}
          onChoose={(attendee: Attendee) => onChange({ previous: attendee })}
        />
      ) : (
        <NewAttendeeFields
          ids={ids}
          value={draft.newAttendee}
          errors={errors}
          onChange={(change) => onChange({ newAttendee: { ...draft.newAttendee, ...change } })}
        />
      )}
      <CheckboxField
        id={ids.accepted}
        label="I have read and agree to this waiver"
        checked={draft.accepted}
        onChange={(event) => onChange({ accepted: event.target.checked })}
        error={errors[ids.accepted]}
        required
      />
      <TextField
        id={ids.signedName}
        label="Signed by (full name)"
        hint="A parent or guardian signs for a child under 18."
        autoComplete="name"
        value={draft.signedName}
        onChange={(event) => onChange({ signedName: event.target.value })}
        error={errors[ids.signedName]}
        required
      />
    </fieldset>
  );
}
