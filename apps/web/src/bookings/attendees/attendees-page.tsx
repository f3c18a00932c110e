import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';

export function AttendeesPage() {
  return (
    <Page title="Attendees" breadcrumbs={[{ label: 'Attendees' }]}>
      <EmptyState>
        <p>
          There is nobody to add yet: attendees are asked for the activities in your basket, and it is empty.
        </p>
        <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
          Book an activity
        </Link>
      </EmptyState>
    </Page>
  );
}
