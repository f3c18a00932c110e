import { Page } from '../ui/page/index.ts';
import { CentreList } from './centre-list.tsx';

/** / and /kiosk: choose the centre to join. */
export function CentresPage() {
  return (
    <Page title="Buy a membership" heading="Choose a centre">
      <CentreList />
    </Page>
  );
}
