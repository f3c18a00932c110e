import { z } from 'zod';
import { IsoDate } from './wire.ts';

export const TimeFormat = z.enum(['24h', '12h']);

/**
 * The street map's tiles, set by the operator (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`): an
 * OpenStreetMap-compatible URL template and the credit its licence asks for.
 */
export const MapTiles = z
  .object({
    urlTemplate: z.string().describe('e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`'),
    attribution: z.string().describe('Plain text, e.g. `© OpenStreetMap contributors`'),
    attributionUrl: z.string().nullable().describe('Where the credit links to'),
  })
  .meta({ id: 'MapTiles' });
export type MapTiles = z.infer<typeof MapTiles>;

/**
 * A client's terms and conditions: an https address on its own site, which every acceptance of
 * the terms links (checkout, joining, sign-up). The database refuses anything else too.
 */
export const TermsUrl = z
  .url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'The terms and conditions must be an https:// address.',
  })
  .max(2000);

/** The operator (tenant) as the apps see it: `GET /api/client`. */
export const Client = z
  .object({
    id: z.number().int(),
    clientId: z.string().describe('The client slug, as in the host name'),
    name: z.string(),
    currency: z.object({ code: z.string().length(3), symbol: z.string().min(1) }),
    timezone: z.string().describe('IANA time zone'),
    timeFormat: TimeFormat,
    onlineJoiningEnabled: z.boolean(),
    guestPassesEnabled: z.boolean(),
    kioskHomeUrl: z.string().nullable(),
    termsUrl: TermsUrl.nullable().describe(
      'The terms and conditions every acceptance links (https); null when the client has set none',
    ),
    migrationDate: IsoDate.nullable(),
    analytics: z.object({
      googleAnalyticsId: z.string().nullable(),
      googleTagManagerId: z.string().nullable(),
    }),
    mapTiles: MapTiles.optional().describe(
      "The map's street tiles; absent, the map draws its offline outline",
    ),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof Client>;
