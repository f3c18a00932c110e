import { Button } from '../button.tsx';
import styles from './screens.module.css';

export const chunkErrorText = 'Loading chunk failed';

/** A part of the app could not be downloaded (missing after a deploy, or timed out). */
export function ChunkError() {
  return (
    <section className={styles.screen} aria-labelledby="chunk-error-heading">
      <h1 id="chunk-error-heading">{chunkErrorText}</h1>
      <p>Part of this page could not be downloaded. Check your connection and reload the page.</p>
      <Button size="large" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}
