import type { GeocodeResult } from '@leisure/contracts';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import type { Locating, Origin } from '../hooks/use-venue-origin.ts';
import { RADIUS_OPTIONS_MILES } from '../lib/find-venues.ts';
import { formatMiles } from '../lib/geo.ts';
import { PlaceSearch } from './place-search.tsx';
import styles from './venues.module.css';

export interface VenueSearchControlsProps {
  searchId: string;
  term: string;
  onTermChange: (term: string) => void;
  radius: number;
  onRadiusChange: (miles: number) => void;
  origin: Origin | null;
  locating: Locating;
  onNearMe: () => void;
  onChoosePlace: (place: GeocodeResult) => void;
  onClearOrigin: () => void;
}

/** Near me and the radius it searches within. */
function NearRow({
  origin,
  locating,
  onNearMe,
  radius,
  onRadiusChange,
}: Pick<VenueSearchControlsProps, 'origin' | 'locating' | 'onNearMe' | 'radius' | 'onRadiusChange'>) {
  const radiusId = useId();
  return (
    <div className={styles.nearRow}>
      <Button
        variant="secondary"
        onClick={onNearMe}
        aria-pressed={origin?.kind === 'me'}
        disabled={locating.status === 'locating'}
      >
        Near me
      </Button>
      <div className={styles.field}>
        <label htmlFor={radiusId} className={styles.label}>
          Within
        </label>
        <select
          id={radiusId}
          className={styles.select}
          value={radius}
          onChange={(event) => onRadiusChange(Number(event.target.value))}
        >
          {RADIUS_OPTIONS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {formatMiles(miles)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The venue search: by name, near me or near a place, within a radius. */
export function VenueSearchControls(props: VenueSearchControlsProps) {
  const { searchId, term, onTermChange, radius, origin, locating } = props;
  return (
    <div className={styles.controls}>
      <div className={styles.field} data-testid="search-venue">
        <label htmlFor={searchId} className={styles.label}>
          Search venues
        </label>
        <input
          id={searchId}
          className={styles.input}
          type="search"
          name="venue-search"
          autoComplete="off"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
        />
      </div>
      <NearRow {...props} />
      <div aria-live="polite">
        {locating.status === 'locating' && <p className={styles.hint}>Finding your location…</p>}
        {locating.status === 'error' && <p className={styles.errorText}>{locating.message}</p>}
      </div>
      <PlaceSearch chosen={origin?.kind === 'place' ? origin.place : null} onChoose={props.onChoosePlace} />
      {origin && (
        <div className={styles.originBar}>
          <p>
            Showing venues within {formatMiles(radius)} of <strong>{origin.label}</strong>
          </p>
          <Button variant="secondary" size="small" onClick={props.onClearOrigin}>
            Show all venues
          </Button>
        </div>
      )}
    </div>
  );
}
