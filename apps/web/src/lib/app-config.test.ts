// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readAppConfig, readInjectedConfig } from './app-config.ts';

describe('readAppConfig', () => {
  it('reads the injected values', () => {
    expect(readAppConfig({ basePath: '/book/', defaultClient: 'acme' })).toEqual({
      basePath: '/book',
      defaultClient: 'acme',
    });
  });

  it('falls back to the defaults for missing or malformed config', () => {
    expect(readAppConfig(undefined)).toEqual({ basePath: '/', defaultClient: 'demo' });
    expect(readAppConfig({ basePath: 3, defaultClient: '' })).toEqual({
      basePath: '/',
      defaultClient: 'demo',
    });
    expect(readAppConfig({ basePath: 'book' })).toEqual({ basePath: '/book', defaultClient: 'demo' });
  });
});

describe('readInjectedConfig', () => {
  it('reads a JSON data block when no window config is set', () => {
    document.body.innerHTML =
      '<script id="app-config" type="application/json">{"basePath":"/book/","defaultClient":"acme"}</script>';
    expect(readInjectedConfig()).toEqual({ basePath: '/book', defaultClient: 'acme' });
    document.body.innerHTML = '<script id="app-config" type="application/json">{oops</script>';
    expect(readInjectedConfig()).toEqual({ basePath: '/', defaultClient: 'demo' });
  });
});
