import type { Activity, Slot, SlotLocation, Venue } from '@leisure/contracts';
import { apiFamilyFor } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { mediaQueries } from '../../../lib/breakpoints.ts';
import { formatTime } from '../../../lib/time.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { EmptyState } from '../../../ui/page/index.ts';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { slotsQuery } from '../api/slots-api.ts';
import { applyListingFilters, type ListingFilters } from '../lib/filters.ts';
import type { ListingBasket } from './listing-basket.ts';
import {
  groupForAnyLocation,
  locationNoun,
  longDayLabel,
  sortByTime,
  startTimes,
} from './slot-grid.logic.ts';
import styles from './slot-grid.module.css';
import { ItemSkeletons, TimetableError } from './slot-grid.parts.tsx';
import { AnyLocationItem, SlotItem } from './slot-item.tsx';

export interface SlotGridProps {
  venue: Venue;
  activity: Activity;
  /** 'YYYY-MM-DD' in the client's time zone. */
  date: string;
  layout: 'by-time' | 'by-location';
  filters: ListingFilters;
  basket: ListingBasket;
}

type TimeFormat = '24h' | '12h';

/** The customer's choice of court, lane or pitch: a segmented control of radio buttons. */
function LocationPicker({
  locations,
  value,
  onChange,
  allowAll,
  noun,
}: {
  locations: readonly SlotLocation[];
  value: number | null;
  onChange: (id: number | null) => void;
  allowAll: boolean;
  noun: string;
}) {
  const name = useId();
  const options: { id: number | null; label: string }[] = [
    ...(allowAll ? [{ id: null, label: `All ${noun}` }] : []),
    ...locations.map((location) => ({ id: location.id, label: location.name })),
  ];
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>Choose a {locationNoun(locations, 'one')}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.id ?? 'all'} className={styles.segment}>
            <input
              type="radio"
              name={name}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One column per location, one row per start time. */
function LocationGrid({
  locations,
  slots,
  timeFormat,
  basket,
}: {
  locations: readonly SlotLocation[];
  slots: readonly Slot[];
  timeFormat: TimeFormat;
  basket: ListingBasket;
}) {
  const times = startTimes(slots);
  const byCell = new Map(slots.map((slot) => [`${slot.location.id}|${slot.startsAt.time}`, slot]));
  return (
    <div className={styles.gridScroll}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col" className={styles.timeHead}>
              <span className="visually-hidden">Start time</span>
            </th>
            {locations.map((location) => (
              <th key={location.id} scope="col">
                {location.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time) => (
            <tr key={time}>
              <th scope="row" className={styles.rowHead}>
                {formatTime(time, timeFormat)}
              </th>
              {locations.map((location) => {
                const slot = byCell.get(`${location.id}|${time}`);
                return (
                  <td key={location.id}>
                    {slot ? (
                      <SlotItem slot={slot} timeFormat={timeFormat} basket={basket} compact />
                    ) : (
                      <span className={styles.noSlot}>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">No slot</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Ad-hoc slots of a date (courts, lanes, pitches): a grid per location or one list by time. When
 * the customer picks the location (`allocationStrategy: customer`) a picker chooses it; otherwise
 * the list says 'Any court' and the server allocates one. Selecting a free slot adds it to the basket.
 */
export function SlotGrid({ venue, activity, date, layout, filters, basket }: SlotGridProps) {
  const client = useClient();
  const { timeFormat } = client;
  const family = apiFamilyFor({ date, venue, clientMigrationDate: client.migrationDate });
  const isWide = useMediaQuery(mediaQueries.tabletUp);
  const [chosen, setChosen] = useState<number | null>(null);
  const selectedUserId = useSelectedUserId();
  const query = useQuery(
    slotsQuery({
      venueSlug: venue.slug,
      activitySlug: activity.slug,
      date,
      family,
      locationId: null,
      selectedUserId,
    }),
  );

  if (query.isPending) return <ItemSkeletons label="Loading times" />;
  // On failure the list empties: only the error and a retry show.
  if (query.isError) return <TimetableError error={query.error} onRetry={() => query.refetch()} />;

  const locations = query.data.locations.length > 0 ? query.data.locations : activity.locations;
  const noun = locationNoun(locations);
  const isCustomerPick = activity.allocationStrategy === 'customer';
  const filtered = applyListingFilters(query.data.slots, filters);
  // One location at a time on a phone's grid; elsewhere the picker may show them all.
  const isSingleColumn = layout === 'by-location' && !isWide;
  const showPicker = locations.length > 1 && (isCustomerPick || isSingleColumn);
  const fallbackLocation = locations[0]?.id ?? null;
  const selectedId =
    chosen !== null && locations.some((location) => location.id === chosen)
      ? chosen
      : isSingleColumn
        ? fallbackLocation
        : null;
  const shownLocations = selectedId === null ? locations : locations.filter((l) => l.id === selectedId);
  const shownSlots =
    selectedId === null ? filtered : filtered.filter((slot) => slot.location.id === selectedId);

  const empty = (
    <EmptyState>
      <p>
        No {selectedId === null ? noun : (shownLocations[0]?.name ?? noun)} free on {longDayLabel(date)}. Try
        another day.
      </p>
    </EmptyState>
  );

  return (
    <div className={styles.slots}>
      {showPicker && (
        <LocationPicker
          locations={locations}
          value={selectedId}
          onChange={setChosen}
          allowAll={!isSingleColumn}
          noun={noun}
        />
      )}
      {shownSlots.length === 0 ? (
        empty
      ) : layout === 'by-location' ? (
        <LocationGrid locations={shownLocations} slots={shownSlots} timeFormat={timeFormat} basket={basket} />
      ) : isCustomerPick ? (
        <ul className={styles.list}>
          {sortByTime(shownSlots).map((slot) => (
            <li key={String(slot.id)}>
              <SlotItem slot={slot} timeFormat={timeFormat} basket={basket} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.list}>
          {groupForAnyLocation(shownSlots).map((row) => (
            <li key={row.key}>
              <AnyLocationItem
                row={row}
                singular={locationNoun(locations, 'one')}
                timeFormat={timeFormat}
                basket={basket}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
