import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, for a heavy part (a map, say) that
 * is only built once someone could see it. False on the first render, so a server render and the
 * browser's agree; stays true once reached. Nothing is observed while `enabled` is false (the
 * content above the element is still loading and about to push it down). Without
 * IntersectionObserver the element counts as reached at once.
 */
export function useNearViewport<T extends Element>({
  margin = '0px',
  enabled = true,
}: {
  margin?: string;
  enabled?: boolean;
} = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !enabled) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, enabled, margin]);
  return [ref, near];
}
