import { z } from 'zod';
import { IsoDate } from './wire.ts';

export const TimeFormat = z.enum(['24h', '12h']);

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
    migrationDate: IsoDate.nullable(),
    analytics: z.object({
      googleAnalyticsId: z.string().nullable(),
      googleTagManagerId: z.string().nullable(),
    }),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof Client>;
