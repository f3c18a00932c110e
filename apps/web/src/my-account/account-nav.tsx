import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './account-area.module.css';
import type { AccountSection } from './account-sections.ts';

/** The account's sections: a strip on a phone, a column beside the content from tablet width. */
export function AccountNav({ sections, current }: { sections: AccountSection[]; current: string }) {
  const nav = useRef<HTMLElement>(null);

  // On a phone the strip scrolls sideways: the current section is brought into view (the page
  // itself does not move). From tablet width nothing overflows, so this changes nothing.
  useLayoutEffect(() => {
    const strip = nav.current;
    const link = strip?.querySelector<HTMLElement>(`[data-section="${current}"]`);
    if (!strip || !link) return;
    strip.scrollLeft = link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav ref={nav} className={styles.sections} aria-label="Account" data-print-hide>
      <ul>
        {sections.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              aria-current={item.path === current ? 'page' : undefined}
              data-section={item.path}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
