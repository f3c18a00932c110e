// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readBootData, seedBootData } from './boot-data.ts';
import { clientQuery, themeQuery } from './queries.ts';

function pageWith(config: unknown): Document {
  document.body.innerHTML = `<script id="app-config" type="application/json">${JSON.stringify(config)}</script>`;
  return document;
}

const boot = { client: { clientId: 'demo', name: 'Demo Leisure' }, theme: { primaryColour: '#123456' } };

describe('boot data', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the client and theme the server put into the page', () => {
    const read = readBootData(pageWith({ basePath: '/', boot: { ...boot, themeVenue: 'leeds-central' } }));
    expect(read).toEqual({ ...boot, themeVenue: 'leeds-central' });
  });

  it('reads nothing from a page without boot data, or with malformed data', () => {
    expect(readBootData(pageWith({ basePath: '/' }))).toBeUndefined();
    expect(readBootData(pageWith({ boot: { client: 'demo' } }))).toBeUndefined();
    document.body.innerHTML = '<script id="app-config" type="application/json">{not json</script>';
    expect(readBootData(document)).toBeUndefined();
  });

  it("seeds the client, and the theme only when it is the chosen venue's", () => {
    const seeded = new QueryClient();
    const data = readBootData(pageWith({ boot: { ...boot, themeVenue: null } }));
    seedBootData(seeded, data, null);
    expect(seeded.getQueryData(clientQuery().queryKey)).toEqual(boot.client);
    expect(seeded.getQueryData(themeQuery(null).queryKey)).toEqual(boot.theme);

    const elsewhere = new QueryClient();
    seedBootData(elsewhere, data, 'leeds-central');
    expect(elsewhere.getQueryData(clientQuery().queryKey)).toEqual(boot.client);
    expect(elsewhere.getQueryData(themeQuery('leeds-central').queryKey)).toBeUndefined();
  });
});
