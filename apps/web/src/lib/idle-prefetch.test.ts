// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idlePrefetchUrls, prefetchWhenIdle } from './idle-prefetch.ts';

function pageListing(urls: unknown) {
  document.head.innerHTML = `<script id="idle-prefetch" type="application/json">${JSON.stringify(urls)}</script>`;
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('idle prefetch', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('reads the listed URLs, and nothing from a missing or malformed block', () => {
    pageListing(['/assets/login-modal-1.js', 7, '/assets/form-1.js']);
    expect(idlePrefetchUrls()).toEqual(['/assets/login-modal-1.js', '/assets/form-1.js']);
    pageListing({ not: 'a list' });
    expect(idlePrefetchUrls()).toEqual([]);
    document.head.innerHTML = '';
    expect(idlePrefetchUrls()).toEqual([]);
  });

  it('links the chunks for prefetching only once the page has loaded and the browser is idle', () => {
    vi.useFakeTimers();
    pageListing(['/assets/login-modal-1.js']);
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    prefetchWhenIdle();
    vi.advanceTimersByTime(1_000);
    expect(prefetched()).toEqual([]);

    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(prefetched()).toEqual(['/assets/login-modal-1.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.crossOrigin).toBe('');
  });
});
