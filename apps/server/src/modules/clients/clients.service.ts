import type { Client, MapTiles, Theme } from '@leisure/contracts';
import type { ClientRow, ThemeRow } from './clients.repository.ts';

/** The client as the apps see it; `mapTiles` is the installation's tile source (MAP_TILE_URL), when set. */
export function toClient(row: ClientRow, mapTiles?: MapTiles): Client {
  return {
    id: row.id,
    clientId: row.slug,
    name: row.name,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    timezone: row.timezone,
    timeFormat: row.timeFormat,
    onlineJoiningEnabled: row.onlineJoiningEnabled,
    guestPassesEnabled: row.guestPassesEnabled,
    kioskHomeUrl: row.kioskHomeUrl,
    termsUrl: row.termsUrl,
    migrationDate: row.migrationDate,
    analytics: { googleAnalyticsId: row.googleAnalyticsId, googleTagManagerId: row.googleTagManagerId },
    ...(mapTiles ? { mapTiles } : {}),
  };
}

const themeFields = {
  headerPrimaryColour: 'headerPrimaryColour',
  themeAppLogo: 'logoUrl',
  themeAppDarkBgColour: 'darkBgColour',
  themeAppHeaderBgColour: 'headerBgColour',
  themeAppHeadingFontStyle: 'headingFontStyle',
  themeAppPrimaryColour: 'primaryColour',
  themeAppSecondaryColour1: 'secondaryColour1',
  themeAppSecondaryColour2: 'secondaryColour2',
  themeAppBodyFontStyle: 'bodyFontStyle',
  themeAppSecondaryButtonStyle: 'secondaryButtonStyle',
} as const satisfies Record<keyof Theme, keyof ThemeRow>;

/**
 * Merges theme rows field by field, most specific first: a venue theme that leaves a field
 * out takes the client's; what both leave out stays null for the apps' defaults.
 */
export function mergeThemes(rows: ThemeRow[]): Theme {
  const entries = Object.entries(themeFields).map(([field, column]) => {
    const value = rows.map((row) => row[column]).find((candidate) => candidate !== null && candidate !== '');
    return [field, value ?? null];
  });
  return Object.fromEntries(entries) as Theme;
}
