import { todayIso } from '../../../lib/form-validation.ts';
import { FieldRow, TextField } from '../../../ui/form/index.ts';
import type { SlotDraft } from '../lib/saved-attendees.ts';
import type { SlotErrors, slotFieldIds } from '../lib/waiver-form.ts';

export interface NewAttendeeFieldsProps {
  ids: ReturnType<typeof slotFieldIds>;
  value: SlotDraft['newAttendee'];
  errors: SlotErrors;
  onChange: (change: Partial<SlotDraft['newAttendee']>) => void;
}

/** Someone new: their names and date of birth (they join the customer's saved attendees once sent). */
export function NewAttendeeFields({ ids, value, errors, onChange }: NewAttendeeFieldsProps) {
  return (
    <>
      <FieldRow>
        <TextField
          id={ids.firstName}
          label="First name"
          autoComplete="off"
          value={value.firstName}
          onChange={(event) => onChange({ firstName: event.target.value })}
          error={errors[ids.firstName]}
          required
        />
        <TextField
          id={ids.lastName}
          label="Last name"
          autoComplete="off"
          value={value.lastName}
          onChange={(event) => onChange({ lastName: event.target.value })}
          error={errors[ids.lastName]}
          required
        />
      </FieldRow>
      <TextField
        id={ids.dateOfBirth}
        type="date"
        label="Date of birth"
        max={todayIso()}
        value={value.dateOfBirth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
        error={errors[ids.dateOfBirth]}
        required
        data-testid="date-input"
      />
    </>
  );
}
