import type { ActivityList, CourseSummary, Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { activityCrumbLabel, EmptyState } from '../../../ui/page/index.ts';
import { activitiesQuery } from '../../activities/api/activities-api.ts';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { coursesQuery } from '../api/courses-api.ts';
import { CourseAgeFilter, useAgeFilter } from './course-age-filter.tsx';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import styles from './courses.module.css';
import { RequestError } from './request-error.tsx';

/** Where the list links to: the app's routes, passed in (a feature does not know them). */
export interface CourseLinks {
  /** Every course of the venue. */
  all: string;
  /** The courses of one activity. */
  activity: (activitySlug: string) => string;
  course: (course: CourseSummary) => string;
  /** Where to go when there are no courses: the venue's activities. */
  activities: string;
}

/** Activity names by slug (root and sub-activities), to title the course groups. */
function activityNames(activities: ActivityList): Record<string, string> {
  const names: Record<string, string> = {};
  for (const activity of activities) {
    names[activity.slug] = activity.name;
    for (const sub of activity.subActivities) names[sub.slug] = sub.name;
  }
  return names;
}

/** Courses grouped by activity, in the order the activities first appear (courses come first to start first). */
export function groupByActivity(courses: readonly CourseSummary[]): [string, CourseSummary[]][] {
  const groups = new Map<string, CourseSummary[]>();
  for (const course of courses) {
    const group = groups.get(course.activitySlug);
    if (group) group.push(course);
    else groups.set(course.activitySlug, [course]);
  }
  return [...groups.entries()];
}

function ActivityFilter({
  links,
  activitySlug,
  activities,
  nameOf,
}: {
  links: CourseLinks;
  activitySlug: string | undefined;
  activities: readonly string[];
  nameOf: (slug: string) => string;
}) {
  // The age filter (the page's query) stays on while the activity changes.
  const { search } = useLocation();
  // Offer the filter when it narrows something, or when a filter is on (to clear it).
  if (activities.length < 2 && !activitySlug) return null;
  return (
    <nav aria-label="Filter courses by activity">
      <ul className={styles.filters}>
        <li>
          <Link
            to={{ pathname: links.all, search }}
            className={styles.filterLink}
            aria-current={activitySlug ? undefined : 'page'}
          >
            All courses
          </Link>
        </li>
        {activities.map((slug) => (
          <li key={slug}>
            <Link
              to={{ pathname: links.activity(slug), search }}
              className={styles.filterLink}
              aria-current={slug === activitySlug ? 'page' : undefined}
            >
              {nameOf(slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Nothing to list: says what was looked for, and offers a way on. */
function NoCourses({
  venueName,
  activityName,
  age,
  links,
}: {
  venueName: string;
  activityName: string | undefined;
  age: number | undefined;
  links: CourseLinks;
}) {
  const what = activityName ? `${activityName} courses` : 'courses';
  const forAge = age === undefined ? '' : ` for age ${age}`;
  return (
    <EmptyState>
      <p>{`There are no ${what}${forAge} at ${venueName} at the moment.`}</p>
      {/* With an age, the filter above offers every age again. */}
      {age !== undefined ? null : (
        <Link to={activityName ? links.all : links.activities}>
          {activityName ? 'See all courses' : `Book an activity at ${venueName}`}
        </Link>
      )}
    </EmptyState>
  );
}

/** The venue's courses (of one activity when `activitySlug` is set), grouped by activity. */
export function CourseList({
  venue,
  activitySlug,
  links,
}: {
  venue: Venue;
  activitySlug?: string | undefined;
  links: CourseLinks;
}) {
  const selectedUserId = useSelectedUserId();
  const age = useAgeFilter();
  const courses = useQuery(coursesQuery(venue.slug, activitySlug, selectedUserId, age));
  // Every course of the venue, for the activity filter (the same query when unfiltered).
  const allCourses = useQuery(coursesQuery(venue.slug, undefined, selectedUserId));
  const names = useQuery({ ...activitiesQuery(venue.slug), select: activityNames });
  const nameOf = (slug: string) => names.data?.[slug] ?? activityCrumbLabel(slug);

  const filterActivities = groupByActivity(allCourses.data ?? []).map(([slug]) => slug);
  if (activitySlug && !filterActivities.includes(activitySlug) && allCourses.isSuccess) {
    filterActivities.push(activitySlug);
  }

  return (
    <>
      <ActivityFilter
        links={links}
        activitySlug={activitySlug}
        activities={filterActivities}
        nameOf={nameOf}
      />
      <CourseAgeFilter />
      {courses.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading courses
          </p>
          <ul className={styles.cards}>
            <CourseCardSkeleton />
            <CourseCardSkeleton />
            <CourseCardSkeleton />
          </ul>
        </div>
      ) : courses.isError ? (
        <RequestError error={courses.error} onRetry={() => courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <NoCourses
          venueName={venue.name}
          activityName={activitySlug && nameOf(activitySlug)}
          age={age}
          links={links}
        />
      ) : (
        groupByActivity(courses.data).map(([slug, group]) => (
          <section key={slug} className={styles.group} aria-labelledby={`course-group-${slug}`}>
            <h2 id={`course-group-${slug}`} className={styles.groupHeading}>
              {nameOf(slug)}
            </h2>
            <ul className={styles.cards}>
              {group.map((course) => (
                <CourseCard key={course.id} course={course} to={links.course(course)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
