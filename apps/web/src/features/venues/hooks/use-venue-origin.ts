import type { GeocodeResult } from '@leisure/contracts';
import { useState } from 'react';
import type { LatLng } from '../lib/geo.ts';

/** Where venues are looked for: a place searched for, or the user's own location. */
export type Origin =
  | { kind: 'place'; place: GeocodeResult; point: LatLng; label: string }
  | { kind: 'me'; point: LatLng; label: string };

export type Locating = { status: 'idle' } | { status: 'locating' } | { status: 'error'; message: string };

/** 'Leeds, England' → 'Leeds'. */
const shortPlaceName = (name: string) => name.split(',')[0]?.trim() || name;

const noGeolocation = "Your browser can't share your location. Search near a place instead.";
const locationRefused =
  "We couldn't get your location. Allow location access in your browser, or search near a place.";

/** The venue search's origin: near me (the browser's location), near a chosen place, or none. */
export function useVenueOrigin() {
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });

  function nearMe() {
    if (!('geolocation' in navigator)) {
      setLocating({ status: 'error', message: noGeolocation });
      return;
    }
    setLocating({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating({ status: 'idle' });
        setOrigin({
          kind: 'me',
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
          label: 'your location',
        });
      },
      () => setLocating({ status: 'error', message: locationRefused }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }

  function choosePlace(place: GeocodeResult) {
    setLocating({ status: 'idle' });
    setOrigin({
      kind: 'place',
      place,
      point: { lat: place.lat, lng: place.lng },
      label: shortPlaceName(place.name),
    });
  }

  return { origin, locating, nearMe, choosePlace, clearOrigin: () => setOrigin(null) };
}
