import { Link } from 'react-router';
import { answerStatusOnServer } from '../../lib/page-environment.ts';
import { buttonClassName } from '../button.tsx';
import { useDocumentTitle } from '../page/use-document-title.ts';
import styles from './screens.module.css';

export const notFoundTexts = {
  heading: "Whoops! Looks like you've gone offside.",
  body: "The page you're looking for doesn't exist. Return home to keep the ball rolling.",
  action: 'Go home',
} as const;

/**
 * For a route that matches but names a venue, activity, course or order that does not exist; the
 * server answers it with 404.
 */
export function NotFound() {
  answerStatusOnServer(404);
  useDocumentTitle('Page not found');
  return (
    <section className={styles.screen} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{notFoundTexts.heading}</h1>
      <p>{notFoundTexts.body}</p>
      <Link to="/" className={buttonClassName({ size: 'large' })}>
        {notFoundTexts.action}
      </Link>
    </section>
  );
}
