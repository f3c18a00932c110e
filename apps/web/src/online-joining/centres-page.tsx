import { useQuery } from '@tanstack/react-query';
import { onlineJoiningVenuesQuery } from '../lib/queries.ts';
import { useSystem } from '../lib/system-store.ts';
import { Page } from '../ui/page/index.ts';
import { CentreList, centresShown } from './centre-list.tsx';

/**
 * The heading: 'Choose a centre', but a kiosk set to a centre that sells memberships online shows
 * only that one, so it names it rather than offer a choice there is not.
 */
function useHeading(): string {
  const venues = useQuery(onlineJoiningVenuesQuery());
  const { isKiosk, currentCentre } = useSystem();
  const ownCentre =
    isKiosk && currentCentre ? venues.data?.find((venue) => venue.slug === currentCentre) : undefined;
  if (ownCentre && centresShown(venues.data ?? [], currentCentre).length === 1) {
    return `Memberships at ${ownCentre.name}`;
  }
  return 'Choose a centre';
}

/** / and /kiosk: choose the centre to join. */
export function CentresPage() {
  return (
    <Page title="Buy a membership" heading={useHeading()}>
      <CentreList />
    </Page>
  );
}
