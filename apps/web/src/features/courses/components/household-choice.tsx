import type { HouseholdMember } from '@leisure/contracts';
import attendeeStyles from '../../attendees/components/attendees.module.css';
import { courseAttendeeIds as ids } from '../lib/course-attendee.ts';

/** The members of the customer's household as radio buttons (arrow keys move between them). */
export function HouseholdChoice({
  members,
  chosen,
  error,
  onChoose,
}: {
  members: HouseholdMember[];
  chosen: HouseholdMember | null;
  error: string | undefined;
  onChoose: (member: HouseholdMember) => void;
}) {
  const errorId = `${ids.household}-error`;
  return (
    <fieldset
      className={attendeeStyles.group}
      id={ids.household}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>Choose who in your household is attending</legend>
      {error ? (
        <p id={errorId} className={attendeeStyles.found} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={attendeeStyles.choices}>
        {members.map((member) => {
          const optionId = `${ids.household}-${member.id}`;
          return (
            <li key={member.id} className={attendeeStyles.choice}>
              <input
                id={optionId}
                type="radio"
                name={ids.household}
                checked={chosen?.id === member.id}
                onChange={() => onChoose(member)}
              />
              <label htmlFor={optionId}>
                {member.firstName} {member.lastName}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
