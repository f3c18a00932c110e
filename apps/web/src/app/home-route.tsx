import { HomePage } from '../bookings/home/home-page.tsx';
import { useDocumentTitle } from '../ui/page/index.ts';

/** The home route: the home page, titled '{client name} | Home'. */
export function HomeRoute() {
  useDocumentTitle('Home');
  return <HomePage />;
}
