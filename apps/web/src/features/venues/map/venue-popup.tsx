import { useEffect, useId, useRef } from 'react';
import { buttonClassName } from '../../../ui/button.tsx';
import { formatMiles } from '../lib/geo.ts';
import styles from './venue-map.module.css';
import type { MarkedVenue } from './venue-markers.tsx';

/**
 * A marker's popup: the venue's name, address and distance, and the way on, which selects the venue
 * and goes to it. Focus moves to that button as the popup opens; Escape closes it.
 */
export function VenuePopup({
  venue,
  onGo,
  onEscape,
}: {
  venue: MarkedVenue;
  onGo: (slug: string) => void;
  onEscape: () => void;
}) {
  const nameId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the button inside; the popup is not itself a control
    <div
      className={styles.popup}
      data-testid="venue-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      <p className={styles.popupName} id={nameId}>
        {venue.name}
      </p>
      <p className={styles.popupText}>{venue.address}</p>
      {venue.distance !== undefined && <p className={styles.popupText}>{formatMiles(venue.distance)}</p>}
      <button
        ref={button}
        data-way-on
        type="button"
        className={buttonClassName({ variant: 'primary', size: 'small' })}
        aria-describedby={nameId}
        onClick={() => onGo(venue.slug)}
      >
        Select and book
      </button>
    </div>
  );
}
