import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form/index.ts';
import { ageFilterError, parseAgeFilter } from '../lib/age-filter.ts';
import styles from './courses.module.css';

/** The `age` of the page's address: the attendee's age the list is narrowed to, when valid. */
export function useAgeFilter(): number | undefined {
  const [params] = useSearchParams();
  return parseAgeFilter(params.get('age'));
}

/**
 * 'Age of the person attending': narrows the list to the courses that take that age (the page's
 * `?age=`), with a way back to every age.
 */
export function CourseAgeFilter() {
  const [params, setParams] = useSearchParams();
  const current = parseAgeFilter(params.get('age'));
  const [value, setValue] = useState(current === undefined ? '' : String(current));
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = ageFilterError(value);
    setError(problem);
    if (problem) return;
    const next = new URLSearchParams(params);
    if (value.trim() === '') next.delete('age');
    else next.set('age', String(parseAgeFilter(value)));
    setParams(next);
  }

  const clear = new URLSearchParams(params);
  clear.delete('age');
  const clearSearch = clear.toString();
  return (
    <form className={styles.ageFilter} onSubmit={onSubmit} noValidate aria-label="Filter courses by age">
      <TextField
        id={`${id}-age`}
        label="Age of the person attending"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        className={styles.ageField}
      />
      <Button type="submit" variant="secondary">
        Find courses
      </Button>
      {current === undefined ? null : (
        <Link to={{ search: clearSearch === '' ? '' : `?${clearSearch}` }} onClick={() => setValue('')}>
          Show courses for every age
        </Link>
      )}
    </form>
  );
}
