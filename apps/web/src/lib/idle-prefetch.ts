import { readDataBlock } from './app-config.ts';

/** The URLs of the page's `idle-prefetch` block (chunks the page may soon want); none when absent. */
export function idlePrefetchUrls(doc: Document = document): string[] {
  const urls = readDataBlock('idle-prefetch', doc);
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

/** Links each URL for the browser to fetch at low priority, without running it. */
export function linkPrefetches(urls: readonly string[], doc: Document = document) {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Fetches the chunks the server listed (the login modal's: page-chunks.ts) once the page has loaded
 * and the browser is idle. Linked in the HTML they would compete with the page's own scripts and
 * style sheet before its first paint, on a phone's few connections.
 */
export function prefetchWhenIdle(win: Window = window) {
  const urls = idlePrefetchUrls(win.document);
  if (urls.length === 0) return;
  const whenIdle = (work: () => void) => {
    // Safari has no requestIdleCallback: a short wait after the load stands in for it.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: 2_000 });
    else win.setTimeout(work, 200);
  };
  const start = () => whenIdle(() => linkPrefetches(urls, win.document));
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
