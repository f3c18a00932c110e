import type { GeocodeResult } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, geocodeQuery } from '../api/venues-api.ts';
import styles from './venues.module.css';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'error'; message: string }
  | { status: 'done'; query: string; results: GeocodeResult[]; attribution: string };

/** 'Near a place': geocodes a GB town, place or postcode and offers the matches, choosing the best one. */
export function PlaceSearch({
  chosen,
  onChoose,
}: {
  chosen: GeocodeResult | null;
  onChoose: (place: GeocodeResult) => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latestRequest = useRef(0);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = value.trim();
    if (query.length < 2) {
      setState({ status: 'error', message: 'Enter a town, city or postcode.' });
      return;
    }
    const request = ++latestRequest.current;
    setState({ status: 'searching' });
    try {
      const response = await queryClient.fetchQuery(geocodeQuery(query));
      if (request !== latestRequest.current) return;
      setState({ status: 'done', query, results: response.results, attribution: response.attribution });
      const best = response.results[0];
      if (best) onChoose(best);
    } catch (error) {
      if (request !== latestRequest.current) return;
      setState({ status: 'error', message: errorMessage(error) });
    }
  }

  const isChosen = (place: GeocodeResult) =>
    chosen !== null && chosen.name === place.name && chosen.lat === place.lat && chosen.lng === place.lng;

  return (
    <div className={styles.placeSearch}>
      <form className={styles.placeForm} onSubmit={search} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            Near a place
          </label>
          <span id={hintId} className={styles.hint}>
            A town, city or postcode in Great Britain
          </span>
          <div className={styles.inline}>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              name="place"
              autoComplete="postal-code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={state.status === 'error' ? `${hintId} ${messageId}` : hintId}
              aria-invalid={state.status === 'error' ? true : undefined}
            />
            <Button type="submit" variant="secondary" disabled={state.status === 'searching'}>
              Search
            </Button>
          </div>
        </div>
      </form>
      <SearchOutcome state={state} messageId={messageId} />
      {state.status === 'done' && state.results.length > 0 && (
        <PlaceChoices
          results={state.results}
          attribution={state.attribution}
          isChosen={isChosen}
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** What the search said, announced as it changes: searching, an error, or nothing found. */
function SearchOutcome({ state, messageId }: { state: SearchState; messageId: string }) {
  return (
    <div aria-live="polite">
      {state.status === 'searching' && <p className={styles.hint}>Searching…</p>}
      {state.status === 'error' && (
        <p id={messageId} className={styles.errorText}>
          {state.message}
        </p>
      )}
      {state.status === 'done' && state.results.length === 0 && (
        <p className={styles.hint}>
          No place found for "{state.query}". Try a town, city or postcode in Great Britain.
        </p>
      )}
    </div>
  );
}

/** The places found, each a toggle button (the chosen one pressed), with the data's attribution. */
function PlaceChoices({
  results,
  attribution,
  isChosen,
  onChoose,
}: {
  results: GeocodeResult[];
  attribution: string;
  isChosen: (place: GeocodeResult) => boolean;
  onChoose: (place: GeocodeResult) => void;
}) {
  return (
    <div className={styles.places}>
      <p className={styles.placesTitle}>{results.length === 1 ? 'Place found' : 'Choose a place'}</p>
      <ul className={styles.placeList}>
        {results.map((place) => (
          <li key={`${place.name}-${place.lat}-${place.lng}`}>
            <button
              type="button"
              className={styles.placeButton}
              aria-pressed={isChosen(place)}
              onClick={() => onChoose(place)}
            >
              {place.name}
            </button>
          </li>
        ))}
      </ul>
      {attribution && <p className={styles.attribution}>{attribution}</p>}
    </div>
  );
}
