import { answerStatusOnServer } from '../../lib/page-environment.ts';
import { Button } from '../button.tsx';
import styles from './screens.module.css';

export const fullPageErrorTexts = {
  heading: 'We may have dropped the ball on this one.',
  body: 'The page failed to load correctly. Try refreshing the page or return to the home page.',
  action: 'Go home',
} as const;

/** For paths that match nothing and for failures the page cannot recover from. */
export function FullPageError({
  homeHref = '/',
  standalone = false,
}: {
  homeHref?: string;
  standalone?: boolean;
}) {
  // Standalone it is the whole page (its own <main>); inside the app chrome it sits in the layout's <main>.
  const Root = standalone ? 'main' : 'section';
  return (
    <Root className={`${styles.screen} ${standalone ? styles.full : ''}`}>
      <h1>{fullPageErrorTexts.heading}</h1>
      <p>{fullPageErrorTexts.body}</p>
      {/* A full load, so a broken state does not survive the way home. */}
      <Button size="large" onClick={() => window.location.assign(homeHref)}>
        {fullPageErrorTexts.action}
      </Button>
    </Root>
  );
}

/** For a path that matches no route: the full-page error, which the server answers with 404. */
export function NoRouteMatch({ homeHref }: { homeHref: string }) {
  answerStatusOnServer(404);
  return <FullPageError homeHref={homeHref} />;
}
