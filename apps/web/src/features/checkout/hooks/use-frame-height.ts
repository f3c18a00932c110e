import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The height of a same-origin frame's page, followed as it changes (field errors, the accepted
 * card), so the card page never scrolls inside the checkout.
 */
export function useFrameHeight(initialHeight: number) {
  const [height, setHeight] = useState(initialHeight);
  const observer = useRef<ResizeObserver | null>(null);

  const disconnect = useCallback(() => {
    observer.current?.disconnect();
    observer.current = null;
  }, []);

  const onLoad = useCallback(
    (event: { currentTarget: HTMLIFrameElement }) => {
      disconnect();
      let page: HTMLElement | undefined;
      try {
        page = event.currentTarget.contentDocument?.body ?? undefined;
      } catch {
        // Another origin: its height cannot be read; the initial height stays.
        return;
      }
      if (!page) return;
      const measured = page;
      // The body, not the document: the document is never shorter than the frame itself.
      const measure = () => setHeight(Math.max(Math.ceil(measured.getBoundingClientRect().height), 120));
      measure();
      if (typeof ResizeObserver === 'function') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(measured);
      }
    },
    [disconnect],
  );

  useEffect(() => disconnect, [disconnect]);
  return { height, onLoad };
}
