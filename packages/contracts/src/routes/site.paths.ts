import { definePaths } from './route.ts';

/** The client, its theme, its venues and footer, the place search, and the API document. */
export const sitePaths = definePaths('site', {
  client: { method: 'GET', path: '/api/client' },
  theme: { method: 'GET', path: '/api/frontend/theme' },
  venues: { method: 'GET', path: '/api/venues' },
  joiningVenues: { method: 'GET', path: '/api/venues/online-joining' },
  venue: { method: 'GET', path: '/api/venues/:idOrSlug' },
  footer: { method: 'GET', path: '/api/activities/footer' },
  geocode: { method: 'GET', path: '/api/geocode' },
  openApiDocument: { method: 'GET', path: '/api/docs/openapi.json' },
});
