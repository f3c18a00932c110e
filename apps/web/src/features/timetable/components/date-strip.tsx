import type { ActivityDate } from '@leisure/contracts';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { addDays, buildStripWeek, mondayOf, stripBounds, weekRangeLabel } from '../lib/calendar.ts';
import styles from './date-strip.module.css';

export interface DateStripProps {
  /** The chosen date, 'YYYY-MM-DD'. */
  selected: string;
  /** Today in the client's time zone. */
  today: string;
  /** The viewable dates from the dates call; undefined while loading or when it failed. */
  dates: readonly ActivityDate[] | undefined;
  /** Where a day's link goes. */
  hrefFor: (date: string) => string;
}

/** Arrow keys, Home and End move between the day links (Tab reaches them too). */
function moveFocus(event: KeyboardEvent<HTMLOListElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index === -1) return;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : index + (event.key === 'ArrowLeft' ? -1 : 1);
  const target = links[Math.min(Math.max(next, 0), links.length - 1)];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** A week of days, Monday first: each day a link; today and days without sessions marked. */
export function DateStrip({ selected, today, dates, hrefFor }: DateStripProps) {
  const selectedMonday = mondayOf(selected);
  const [shown, setShown] = useState({ for: selected, monday: selectedMonday });
  // A new chosen date brings its week back into view.
  const monday = shown.for === selected ? shown.monday : selectedMonday;
  const bounds = dates ? stripBounds(dates) : null;
  const week = buildStripWeek({ monday, selected, today, dates: dates ?? [] });
  const isLoaded = dates !== undefined;
  const showWeek = (offset: number) => setShown({ for: selected, monday: addDays(monday, offset * 7) });

  return (
    <nav className={styles.strip} aria-label="Choose a date" data-testid="date-strip">
      <div className={styles.header}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous week"
          disabled={bounds !== null && monday <= bounds.first}
          onClick={() => showWeek(-1)}
        >
          ‹
        </button>
        <p className={styles.range} aria-live="polite">
          {weekRangeLabel(monday)}
        </p>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next week"
          disabled={bounds !== null && monday >= bounds.last}
          onClick={() => showWeek(1)}
        >
          ›
        </button>
      </div>
      <ol className={styles.days} onKeyDown={moveFocus}>
        {week.map((day) => {
          const classes = [
            styles.day,
            day.isSelected ? styles.selected : '',
            day.isToday ? styles.today : '',
            isLoaded && !day.hasSessions ? styles.quiet : '',
          ].join(' ');
          const notes = [
            day.isToday ? 'today' : null,
            isLoaded && day.isViewable && !day.hasSessions ? 'no sessions' : null,
            isLoaded && !day.isViewable ? 'not available' : null,
          ].filter(Boolean);
          const label = `${day.fullLabel}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`;
          const content = (
            <>
              <span className="visually-hidden">{label}</span>
              <span className={styles.weekday} aria-hidden="true">
                {day.weekday}
              </span>
              <span className={styles.dayNumber} aria-hidden="true">
                {day.dayOfMonth}
              </span>
              <span className={styles.mark} aria-hidden="true">
                {day.isToday ? 'Today' : isLoaded && !day.hasSessions ? '–' : ''}
              </span>
            </>
          );
          return (
            <li key={day.raw}>
              {isLoaded && !day.isViewable && !day.isSelected ? (
                <span className={`${classes} ${styles.unavailable}`}>{content}</span>
              ) : (
                <Link
                  to={hrefFor(day.raw)}
                  className={classes}
                  aria-current={day.isSelected ? 'date' : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
