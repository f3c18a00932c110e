import type { Attendee } from '@leisure/contracts';
import { useState } from 'react';
import { TextField } from '../../../ui/form/index.ts';
import { usePreviousAttendees } from '../api/previous-attendees.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import styles from './attendees.module.css';

export interface AttendeePickerProps {
  /** The search input's id; the choice's error message hangs off it. */
  id: string;
  selectedUserId: number | null;
  chosen: Attendee | null;
  /** Attendees who have signed for this line already: not offered again. */
  excludedIds: ReadonlySet<number>;
  error: string | undefined;
  onChoose: (attendee: Attendee) => void;
}

function attendeeLabel(attendee: Attendee) {
  return `${attendee.firstName} ${attendee.lastName}`;
}

/** '10 Dec 1990': a calendar date, read at UTC midnight so no offset moves the day. */
function birthdayLabel(isoDate: string) {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Search the customer's previous attendees (foundAttendees) and pick one: a search box, then the
 * matches as radio buttons (arrow keys move between them). The chosen one stays listed while
 * the customer searches for someone else.
 */
export function AttendeePicker({
  id,
  selectedUserId,
  chosen,
  excludedIds,
  error,
  onChoose,
}: AttendeePickerProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 250);
  const found = usePreviousAttendees(selectedUserId, query);
  const matches = (found.data?.attendees ?? []).filter((attendee) => !excludedIds.has(attendee.id));
  const options =
    chosen && !matches.some((attendee) => attendee.id === chosen.id) ? [chosen, ...matches] : matches;
  let summary = `${matches.length === 1 ? '1 attendee' : `${matches.length} attendees`} found`;
  if (found.isPending) summary = 'Looking for your attendees…';
  else if (found.isError) summary = 'Your attendees could not be loaded. Add someone new instead.';
  else if (matches.length === 0) summary = query ? `Nobody called "${query}" yet.` : 'Nobody saved yet.';

  return (
    <div>
      <TextField
        id={id}
        type="search"
        label="Search your attendees"
        hint="Type a first or last name"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
      />
      <fieldset className={styles.group}>
        <legend>Choose the attendee</legend>
        <p className={styles.found} role="status">
          {summary}
        </p>
        <ul className={styles.choices}>
          {options.map((attendee) => {
            const optionId = `${id}-${attendee.id}`;
            return (
              <li key={attendee.id} className={styles.choice}>
                <input
                  id={optionId}
                  type="radio"
                  name={`${id}-attendee`}
                  checked={chosen?.id === attendee.id}
                  onChange={() => onChoose(attendee)}
                />
                <label htmlFor={optionId}>
                  <span>{attendeeLabel(attendee)}</span>{' '}
                  {attendee.isSelf && <span className={styles.tag}>(you) </span>}
                  {attendee.dateOfBirth && (
                    <span className={styles.tag}>born {birthdayLabel(attendee.dateOfBirth)}</span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
