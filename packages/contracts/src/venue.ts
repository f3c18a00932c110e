import { z } from 'zod';
import { AccessibilityFeature } from './activities.ts';
import { IsoDate } from './wire.ts';

export const VenueAddress = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
});

/** A venue of the client. `lat`/`lng` may be missing; the apps keep such a venue off the map. */
export const Venue = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: VenueAddress,
    phone: z.string().nullable(),
    email: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    activitiesV2Enabled: z.boolean(),
    migrationDate: IsoDate.nullable(),
    displayVenueSelectionButton: z.boolean(),
    onlineJoiningEnabled: z.boolean(),
    imageUrl: z.string().nullable(),
    accessibility: z.array(AccessibilityFeature).describe('Accessibility facts of the building'),
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof Venue>;

export const VenueList = z.array(Venue);

export const FooterQuery = z.object({ venue: z.string().min(1).max(120).optional() });
/** `GET /api/activities/footer?venue=`: venue footer HTML, sanitised with an allow-list. */
export const Footer = z.object({ html: z.string() }).meta({ id: 'Footer' });
export type Footer = z.infer<typeof Footer>;
