import type { Activity, Venue } from '@leisure/contracts';
import { apiFamilyFor } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError, messageForStatus } from '../../../lib/api.ts';
import { useClient } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/page/index.ts';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { classTimetableQuery } from '../api/timetable-api.ts';
import { longDateLabel } from '../lib/calendar.ts';
import {
  applyListingFilters,
  defaultFilters,
  hasActiveFilters,
  type ListingFilters,
} from '../lib/filters.ts';
import { ClassList, ClassListSkeleton } from './class-list.tsx';
import { FastTickets } from './fast-tickets.tsx';
import type { ListingBasket } from './listing-basket.ts';
import { SlotGrid } from './slot-grid.tsx';
import { TimetableFilters } from './timetable-filters.tsx';

export interface TimetableViewProps {
  venue: Venue;
  activity: Activity;
  /** 'YYYY-MM-DD' in the client's time zone. */
  date: string;
  layout: 'by-time' | 'by-location';
  filters: ListingFilters;
  onFiltersChange: (filters: ListingFilters) => void;
  /** Where 'Go to today' leads when a date cannot be viewed. */
  todayHref: string;
  /** Adds listing items to the basket and takes them out again. */
  basket: ListingBasket;
}

/** A failed timetable call: the server's words for a 422 (a date out of range), else section 8's. */
export function TimetableErrorState({
  error,
  onRetry,
  todayHref,
}: {
  error: unknown;
  onRetry: () => void;
  todayHref: string;
}) {
  const status = isApiError(error) ? error.status : 0;
  const isValidation = status === 422 && isApiError(error);
  return (
    <EmptyState>
      <p role="alert">{isValidation ? error.message : messageForStatus(status)}</p>
      {isValidation ? <Link to={todayHref}>Go to today</Link> : <Button onClick={onRetry}>Retry</Button>}
    </EmptyState>
  );
}

function ClassTimetable({
  venue,
  activity,
  date,
  filters,
  onFiltersChange,
  todayHref,
  basket,
}: TimetableViewProps) {
  const client = useClient();
  const family = apiFamilyFor({ date, venue, clientMigrationDate: client.migrationDate });
  const selectedUserId = useSelectedUserId();
  const query = useQuery(
    classTimetableQuery({ venueSlug: venue.slug, activitySlug: activity.slug, date, family, selectedUserId }),
  );
  const display = {
    timeZone: client.timezone,
    timeFormat: client.timeFormat,
    currencySymbol: client.currency.symbol,
  };
  // On failure the list is emptied: nothing from an earlier answer is shown.
  const classes = query.isSuccess ? query.data.classes : [];
  const shown = applyListingFilters(classes, filters);
  const day = longDateLabel(date);

  return (
    <>
      <TimetableFilters
        filters={filters}
        onChange={onFiltersChange}
        instructors={query.data?.instructors}
        tags={query.data?.tags}
        resultCount={
          query.isSuccess
            ? { shown: shown.length, total: classes.length, noun: { one: 'class', many: 'classes' } }
            : undefined
        }
      />
      {query.isPending ? (
        <ClassListSkeleton />
      ) : query.isError ? (
        <TimetableErrorState error={query.error} onRetry={() => void query.refetch()} todayHref={todayHref} />
      ) : classes.length === 0 ? (
        <EmptyState>
          <p>No classes on {day}. Try another day.</p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>
          <p>No classes on {day} match your filters.</p>
          {hasActiveFilters(filters) && (
            <Button variant="secondary" onClick={() => onFiltersChange(defaultFilters)}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <ClassList
          classes={shown}
          instructors={query.data.instructors}
          tags={query.data.tags}
          display={display}
          basket={basket}
        />
      )}
    </>
  );
}

/** The timetable of a date, by the activity's kind: classes, court slots or fast tickets. */
export function TimetableView(props: TimetableViewProps) {
  const { venue, activity, date, layout, filters, onFiltersChange, basket } = props;
  switch (activity.v1Type) {
    case 'class_templates':
      return <ClassTimetable {...props} />;
    case 'ad_hoc_templates':
      return (
        <>
          <TimetableFilters filters={filters} onChange={onFiltersChange} />
          <SlotGrid
            venue={venue}
            activity={activity}
            date={date}
            layout={layout}
            filters={filters}
            basket={basket}
          />
        </>
      );
    case 'fast_ticket_templates':
      return (
        <>
          <TimetableFilters filters={filters} onChange={onFiltersChange} />
          <FastTickets venue={venue} activity={activity} date={date} filters={filters} basket={basket} />
        </>
      );
  }
}
