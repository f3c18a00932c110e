import type { Activity, TicketType, TimeSlot, Venue } from '@leisure/contracts';
import { apiFamilyFor, formatMoney } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { mediaQueries } from '../../../lib/breakpoints.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { EmptyState } from '../../../ui/page/index.ts';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { ticketTypesQuery, timesQuery } from '../api/tickets-api.ts';
import { applyListingFilters, type ListingFilters } from '../lib/filters.ts';
import {
  maxQuantity,
  selectionTotal,
  spacesLeftLabel,
  type TicketSelection,
  ticketCount,
  withQuantity,
} from './fast-tickets.logic.ts';
import styles from './fast-tickets.module.css';
import type { ListingBasket } from './listing-basket.ts';
import { longDayLabel, slotStatusLabel, statusTone, timeRangeLabel } from './slot-grid.logic.ts';
import { ItemSkeletons, TimetableError } from './slot-grid.parts.tsx';
import tones from './status-tone.module.css';
import { TicketActions } from './ticket-actions.tsx';

export interface FastTicketsProps {
  venue: Venue;
  activity: Activity;
  /** 'YYYY-MM-DD' in the client's time zone. */
  date: string;
  filters: ListingFilters;
  basket: ListingBasket;
}

/** − / number / + for one ticket type; the number input can be typed into too. */
function QuantityStepper({
  type,
  value,
  max,
  disabled,
  onChange,
}: {
  type: TicketType;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const inputId = useId();
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Remove one ${type.name} ticket`}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {type.name} tickets
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        className={styles.quantity}
        data-testid="number-input"
        min={0}
        max={Math.max(max, value)}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Add one ${type.name} ticket`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** Each ticket type with its price and quantity, and the running count and total. */
function TicketTypes({
  types: unsorted,
  time,
  selection,
  canChoose,
  onSelectionChange,
}: {
  types: readonly TicketType[];
  time: TimeSlot;
  selection: TicketSelection;
  canChoose: boolean;
  onSelectionChange: (selection: TicketSelection) => void;
}) {
  const client = useClient();
  const types = [...unsorted].sort((a, b) => a.sortOrder - b.sortOrder);
  const total = selectionTotal(selection, types);
  const count = ticketCount(selection);
  return (
    <>
      <ul className={styles.types}>
        {types.map((type) => (
          <li key={type.id} className={styles.type}>
            <div className={styles.typeText}>
              <span className={styles.typeName}>{type.name}</span>
              <span className={styles.typePrice}>
                {type.price.formatted}
                {type.placesPerTicket > 1 && ` · admits ${type.placesPerTicket}`}
              </span>
            </div>
            <QuantityStepper
              type={type}
              value={selection[type.id] ?? 0}
              max={maxQuantity(type, selection, types, time.spacesAvailable)}
              disabled={!canChoose}
              onChange={(value) =>
                onSelectionChange(withQuantity(selection, type, value, types, time.spacesAvailable))
              }
            />
          </li>
        ))}
      </ul>
      <p className={styles.total} aria-live="polite">
        <span>{count === 0 ? 'No tickets chosen' : count === 1 ? '1 ticket' : `${count} tickets`}</span>
        <span>
          Total <strong>{formatMoney(total, client.currency.symbol)}</strong>
        </span>
      </p>
    </>
  );
}

/** The ticket types of the chosen time, with quantities and the running total. */
function TicketChooser({
  venue,
  activity,
  time,
  selection,
  onSelectionChange,
  basket,
}: {
  venue: Venue;
  activity: Activity;
  time: TimeSlot;
  selection: TicketSelection;
  onSelectionChange: (selection: TicketSelection) => void;
  basket: ListingBasket;
}) {
  const client = useClient();
  const headingId = useId();
  const tickets = useQuery(
    ticketTypesQuery({
      venueSlug: venue.slug,
      categorySlug: activity.parentSlug ?? activity.slug,
      activitySlug: activity.slug,
      timeId: time.id,
    }),
  );
  const canChoose = time.actionToShow.status === 'BOOK';

  let body: React.ReactNode;
  if (tickets.isPending) body = <ItemSkeletons label="Loading tickets" count={2} />;
  else if (tickets.isError) body = <TimetableError error={tickets.error} onRetry={() => tickets.refetch()} />;
  else if (tickets.data.length === 0) body = <p>There are no tickets for this time.</p>;
  else {
    body = (
      <TicketTypes
        types={tickets.data}
        time={time}
        selection={selection}
        canChoose={canChoose}
        onSelectionChange={onSelectionChange}
      />
    );
  }

  return (
    <section className={styles.chooser} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.chooserHeading}>
        Tickets for {timeRangeLabel(time, client.timeFormat)}
      </h3>
      {time.actionToShow.status === 'CANCEL_RESERVATION' ? (
        <p className={styles.note}>
          Your tickets for this time are in your basket. You can change how many there.
        </p>
      ) : (
        <>
          {!canChoose && (
            <p className={styles.note}>
              {slotStatusLabel(time.actionToShow, client.timeFormat)}: tickets can't be chosen.
            </p>
          )}
          {body}
        </>
      )}
      <TicketActions
        time={time}
        selection={selection}
        basket={basket}
        onAdded={() => onSelectionChange({})}
      />
    </section>
  );
}

/**
 * Fast tickets of a date (public swim, skate): the times with spaces left, and for the chosen time
 * its ticket types with quantities, a running total and 'Add to basket'.
 */
export function FastTickets({ venue, activity, date, filters, basket }: FastTicketsProps) {
  const client = useClient();
  const family = apiFamilyFor({ date, venue, clientMigrationDate: client.migrationDate });
  const selectedUserId = useSelectedUserId();
  const query = useQuery(
    timesQuery({ venueSlug: venue.slug, activitySlug: activity.slug, date, family, selectedUserId }),
  );
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [selections, setSelections] = useState<Record<string, TicketSelection>>({});
  // Beside the times on a desktop; under the chosen time on smaller screens, where it is seen at once.
  const isDesktop = useMediaQuery(mediaQueries.desktopUp);

  if (query.isPending) return <ItemSkeletons label="Loading times" />;
  // On failure the list empties: only the error and a retry show.
  if (query.isError) return <TimetableError error={query.error} onRetry={() => query.refetch()} />;

  const times = applyListingFilters(query.data.timeSlots, filters).sort((a, b) =>
    a.startsAt.dateTime.localeCompare(b.startsAt.dateTime),
  );
  if (times.length === 0) {
    return (
      <EmptyState>
        <p>No sessions on {longDayLabel(date)}. Try another day.</p>
      </EmptyState>
    );
  }
  const chosen = times.find((time) => time.compositeKey === chosenKey) ?? null;
  const chooser = chosen ? (
    <TicketChooser
      key={chosen.compositeKey}
      venue={venue}
      activity={activity}
      time={chosen}
      selection={selections[chosen.compositeKey] ?? {}}
      basket={basket}
      onSelectionChange={(selection) =>
        setSelections((current) => ({ ...current, [chosen.compositeKey]: selection }))
      }
    />
  ) : null;

  return (
    <div className={styles.layout}>
      <ul className={styles.times} aria-label={`Times on ${longDayLabel(date)}`}>
        {times.map((time) => {
          const isChosen = time.compositeKey === chosen?.compositeKey;
          const tone = statusTone(time.actionToShow);
          return (
            <li key={time.compositeKey} className={isChosen && !isDesktop ? styles.chosenItem : undefined}>
              <button
                type="button"
                className={`${styles.time} ${isChosen ? styles.timeChosen : ''}`}
                aria-pressed={isChosen}
                data-testid="timetable-item"
                onClick={() => setChosenKey(isChosen ? null : time.compositeKey)}
              >
                <span className={styles.timeRange}>{timeRangeLabel(time, client.timeFormat)}</span>
                <span className={`${styles.spaces} ${tones[tone]}`}>
                  {time.actionToShow.status === 'BOOK' || time.actionToShow.status === 'FULL'
                    ? spacesLeftLabel(time.spacesAvailable)
                    : slotStatusLabel(time.actionToShow, client.timeFormat)}
                </span>
              </button>
              {isChosen && !isDesktop && chooser}
            </li>
          );
        })}
      </ul>
      {chosen ? (
        isDesktop && chooser
      ) : (
        <p className={styles.hint}>Choose a time to see its tickets and prices.</p>
      )}
    </div>
  );
}
