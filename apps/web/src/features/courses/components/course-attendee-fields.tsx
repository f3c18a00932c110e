import type { Attendee } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { AttendeePicker } from '../../attendees/components/attendee-picker.tsx';
import attendeeStyles from '../../attendees/components/attendees.module.css';
import { NewAttendeeFields } from '../../attendees/components/new-attendee-fields.tsx';
import { householdQuery } from '../../household/api/household.ts';
import {
  type CourseAttendeeDraft,
  type CourseAttendeeErrors,
  courseAttendeeIds as ids,
} from '../lib/course-attendee.ts';
import styles from './courses.module.css';
import { HouseholdChoice } from './household-choice.tsx';

const modes = [
  { value: 'previous', label: "Myself or someone I've booked for before" },
  { value: 'household', label: 'Someone in my household' },
  { value: 'new', label: 'Someone new, such as a child' },
] as const;

const noOneExcluded: ReadonlySet<number> = new Set();

/**
 * Who attends the course: the customer, one of the people they have booked for, a member of their
 * household (when they have one), or someone new with their date of birth (the course's age range
 * is checked on its first session).
 */
export function CourseAttendeeFields({
  draft,
  errors,
  selectedUserId,
  agesText,
  onChange,
}: {
  draft: CourseAttendeeDraft;
  errors: CourseAttendeeErrors;
  selectedUserId: number | null;
  /** 'Ages 4 to 7 on the first session', or null for a course open to every age. */
  agesText: string | null;
  onChange: (next: CourseAttendeeDraft) => void;
}) {
  const household = useQuery(householdQuery(selectedUserId));
  const members = household.data?.members ?? [];
  const shown = modes.filter((mode) => mode.value !== 'household' || members.length > 0);
  return (
    <fieldset className={styles.attendee} data-testid="course-attendee">
      <legend>Who is attending?</legend>
      {agesText ? <p className={styles.status}>{agesText}</p> : null}
      <div className={`${attendeeStyles.choices} ${attendeeStyles.modeChoices}`}>
        {shown.map((mode) => (
          <div key={mode.value} className={attendeeStyles.choice}>
            <input
              id={`${ids.slot}-mode-${mode.value}`}
              type="radio"
              name={`${ids.slot}-mode`}
              checked={draft.mode === mode.value}
              onChange={() => onChange({ ...draft, mode: mode.value })}
            />
            <label htmlFor={`${ids.slot}-mode-${mode.value}`}>{mode.label}</label>
          </div>
        ))}
      </div>
      {draft.mode === 'household' && members.length > 0 ? (
        <HouseholdChoice
          members={members}
          chosen={draft.member}
          error={errors[ids.household]}
          onChoose={(member) => onChange({ ...draft, member })}
        />
      ) : null}
      {draft.mode === 'household' ? null : draft.mode === 'previous' ? (
        <AttendeePicker
          id={ids.previous}
          selectedUserId={selectedUserId}
          chosen={draft.previous}
          excludedIds={noOneExcluded}
          error={errors[ids.previous]}
          onChoose={(attendee: Attendee) => onChange({ ...draft, previous: attendee })}
        />
      ) : (
        <NewAttendeeFields
          ids={ids}
          value={draft.newAttendee}
          errors={errors}
          onChange={(change) => onChange({ ...draft, newAttendee: { ...draft.newAttendee, ...change } })}
        />
      )}
    </fieldset>
  );
}
