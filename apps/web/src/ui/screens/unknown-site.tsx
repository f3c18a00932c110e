import styles from './screens.module.css';

export const unknownSiteTexts = {
  heading: 'We may have dropped the ball on this one.',
  body: 'Check the address you typed, or follow the booking link on your leisure centre’s own website.',
} as const;

/**
 * For a host that names no client (an unknown client): the whole page. It offers no way "home",
 * since home on this host is this same screen; the way on is the operator's own site.
 */
export function UnknownSite() {
  return (
    <main className={`${styles.screen} ${styles.full}`}>
      <h1>{unknownSiteTexts.heading}</h1>
      <p>{unknownSiteTexts.body}</p>
    </main>
  );
}
