import { describe, expect, it } from 'vitest';
import { pathOf, routes } from './index.ts';
import * as paths from './paths.ts';

const entries = Object.values(routes).flatMap((area) => Object.values(area));

describe('the route table', () => {
  it('has each method and path once', () => {
    const keys = entries.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names each entry by its area and key, in both halves', () => {
    for (const [area, table] of Object.entries(routes)) {
      for (const [name, route] of Object.entries(table)) {
        expect({ area: route.area, name: route.name }).toEqual({ area, name });
        const light = (paths as Record<string, unknown>)[`${area}Paths`] as Record<string, object>;
        expect(light[name]).toEqual({ method: route.method, path: route.path, area, name });
      }
    }
  });

  it('writes every path under /api, Fastify style', () => {
    for (const route of entries) expect(route.path).toMatch(/^\/api\/[\w\-/:.]+$/);
  });
});

describe('pathOf', () => {
  it('fills in and encodes each parameter, and refuses a missing one', () => {
    expect(pathOf(routes.account.calendarIcs, { token: 'a b' })).toBe('/api/calendar/a%20b.ics');
    expect(() => pathOf(routes.site.venue, {})).toThrow('/api/venues/:idOrSlug needs its idOrSlug');
  });
});
