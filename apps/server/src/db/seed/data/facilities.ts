import type { LocationSeed, OpeningHours, ThemeSeed } from '../types.ts';

export const numbered = (label: string, count: number, kind: string): LocationSeed[] =>
  Array.from({ length: count }, (_, index) => ({ name: `${label} ${index + 1}`, kind }));

export const studios = (count: number): LocationSeed[] => numbered('Studio', count, 'studio');
export const lanes = numbered('Lane', 6, 'lane');
export const mainPool: LocationSeed = { name: 'Main pool', kind: 'pool' };
export const badmintonCourts = numbered('Badminton court', 4, 'badminton_court');
export const squashCourts = numbered('Squash court', 2, 'squash_court');
export const tennisCourts = numbered('Tennis court', 3, 'tennis_court');
export const climbingWall: LocationSeed = { name: 'Climbing wall', kind: 'climbing_wall' };
export const iceRink: LocationSeed = { name: 'Ice rink', kind: 'ice_rink' };

export const fullHours: OpeningHours = { weekdays: ['06:30', '22:00'], weekends: ['08:00', '20:00'] };
export const shortHours: OpeningHours = { weekdays: ['07:00', '21:00'], weekends: ['09:00', '17:00'] };

/** A theme that only changes colours; fonts and buttons come from the client's theme fields. */
export function colourTheme(base: ThemeSeed, colours: { primary: string; headerBg: string; darkBg: string }): ThemeSeed {
  return { ...base, primaryColour: colours.primary, headerBgColour: colours.headerBg, darkBgColour: colours.darkBg };
}
