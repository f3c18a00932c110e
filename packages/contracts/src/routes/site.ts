import { Client } from '../client.ts';
import { GeocodeQuery, GeocodeResponse } from '../geocode.ts';
import { Theme, ThemeQuery } from '../theme.ts';
import { Footer, FooterQuery, Venue, VenueList } from '../venue.ts';
import { IdOrSlugParams } from '../wire.ts';
import { defineRoutes } from './route.ts';
import { sitePaths } from './site.paths.ts';

/** The client, its theme, its venues and footer, the place search, and the API document. */
export const siteRoutes = defineRoutes(sitePaths, {
  client: { data: Client },
  theme: { query: ThemeQuery, data: Theme },
  venues: { data: VenueList },
  joiningVenues: { data: VenueList },
  venue: { params: IdOrSlugParams, data: Venue },
  footer: { query: FooterQuery, data: Footer },
  geocode: { query: GeocodeQuery, data: GeocodeResponse },
  openApiDocument: {},
});
