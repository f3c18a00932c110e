import { z } from 'zod';

export const GeocodeQuery = z.object({ q: z.string().trim().min(2).max(100) });

export const GeocodeKind = z.enum(['city', 'town', 'village', 'place', 'postcode']);

/** `GET /api/geocode?q=`: GB places only, best match first, from data shipped with the product. */
export const GeocodeResult = z.object({
  name: z.string().describe('Place name with its region, e.g. "Leeds, England"'),
  lat: z.number(),
  lng: z.number(),
  kind: GeocodeKind,
});
export const GeocodeResponse = z
  .object({ results: z.array(GeocodeResult), attribution: z.string() })
  .meta({ id: 'GeocodeResponse' });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;
export type GeocodeResult = z.infer<typeof GeocodeResult>;
