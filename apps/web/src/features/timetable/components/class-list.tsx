import type { ActivityClass, Instructor, Tag } from '@leisure/contracts';
import { Suspense } from 'react';
import { formatTime } from '../../../lib/time.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { HeldPlaceNote } from '../../waitlist/components/held-place-note.tsx';
import {
  actionStatusText,
  actionTone,
  type DisplaySettings,
  instructorSummary,
} from '../lib/action-status.ts';
import { ClassAction } from './class-action.tsx';
import styles from './class-list.module.css';
import type { ListingBasket } from './listing-basket.ts';
import { ListingPrice } from './listing-price.tsx';

export interface ClassListProps {
  classes: readonly ActivityClass[];
  instructors: readonly Instructor[];
  tags: readonly Tag[];
  display: DisplaySettings;
  basket: ListingBasket;
}

function ClassRow({
  item,
  instructorsById,
  tagsById,
  display,
  basket,
}: {
  item: ActivityClass;
  instructorsById: ReadonlyMap<number, Instructor>;
  tagsById: ReadonlyMap<number, Tag>;
  display: DisplaySettings;
  basket: ListingBasket;
}) {
  const firstNames = item.instructors.flatMap((id) => instructorsById.get(id)?.firstName ?? []);
  const itemTags = item.tags.flatMap((id) => tagsById.get(id) ?? []);
  const tone = actionTone(item.actionToShow);
  const start = formatTime(item.startsAt.time, display.timeFormat);
  const end = formatTime(item.endsAt.time, display.timeFormat);
  return (
    <li className={styles.row} data-testid="timetable-item" data-status={item.actionToShow.status}>
      <p className={styles.time}>
        <time dateTime={item.startsAt.dateTime}>{start}</time> –{' '}
        <time dateTime={item.endsAt.dateTime}>{end}</time>
      </p>
      <div className={styles.main}>
        <h3 className={styles.name}>{item.name}</h3>
        {firstNames.length > 0 && <p className={styles.meta}>{instructorSummary(firstNames)}</p>}
        {item.location && <p className={styles.meta}>{item.location.name}</p>}
        {itemTags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {itemTags.map((tag) => (
              <li key={tag.id} className={styles.tag}>
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.side}>
        <p className={styles.price}>
          <ListingPrice price={item.price} viewerPrice={item.viewerPrice} symbol={display.currencySymbol} />
        </p>
        <p className={`${styles.status} ${styles[tone]}`}>
          {item.actionToShow.status === 'LEAVE_WAITLIST' && item.waitlistOfferExpiresAt ? (
            <span className={styles.held}>
              <HeldPlaceNote
                expiresAt={item.waitlistOfferExpiresAt}
                context={<span className="visually-hidden">: {`${item.name}, ${start} – ${end}`}</span>}
              />
            </span>
          ) : (
            actionStatusText(item.actionToShow, item.spacesAvailable, display, item.waitlistPosition)
          )}
        </p>
        <ClassAction item={item} basket={basket} when={`${start} – ${end}`} />
      </div>
    </li>
  );
}

/** The classes of a day, in the order given (the server sorts by start time). */
export function ClassList({ classes, instructors, tags, display, basket }: ClassListProps) {
  const instructorsById = new Map(instructors.map((i) => [i.id, i]));
  const tagsById = new Map(tags.map((t) => [t.id, t]));
  return (
    // A day's classes are most of the page's hydration: a boundary of their own lets React hydrate
    // them in a task of their own, and first if a class is tapped before then (decision 0029).
    <Suspense>
      <ul className={styles.list} aria-label="Classes">
        {classes.map((item) => (
          <ClassRow
            key={item.id}
            item={item}
            instructorsById={instructorsById}
            tagsById={tagsById}
            display={display}
            basket={basket}
          />
        ))}
      </ul>
    </Suspense>
  );
}

/** Rows shaped like classes while the day loads. */
export function ClassListSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading classes
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className={`${styles.row} ${styles.skeletonRow}`}>
            <Skeleton width="7rem" height="1.25rem" className={styles.skeletonTime} />
            <span className={styles.main}>
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="40%" height="1rem" />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
