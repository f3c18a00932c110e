import type { RouteObject } from 'react-router';
import { AccountArea } from '../my-account/account-area.tsx';
import type { AccountHandle } from '../my-account/account-handle.ts';
import { LoadingSpinner, NoRouteMatch } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-route.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk; one component per page, so a preloaded page stays loaded.
const BookingsPage = lazyPage(() => import('../my-account/bookings-page.tsx').then((m) => m.BookingsPage));
const DashboardPage = lazyPage(() => import('../my-account/dashboard-page.tsx').then((m) => m.DashboardPage));
const UserDetailsPage = lazyPage(() =>
  import('../my-account/user-details-page.tsx').then((m) => m.UserDetailsPage),
);
const MembershipsPage = lazyPage(() =>
  import('../my-account/memberships-page.tsx').then((m) => m.MembershipsPage),
);
const PackagesPage = lazyPage(() => import('../my-account/packages-page.tsx').then((m) => m.PackagesPage));
const GuestPassesPage = lazyPage(() =>
  import('../my-account/guest-passes-page.tsx').then((m) => m.GuestPassesPage),
);
const HouseholdPage = lazyPage(() => import('../my-account/household-page.tsx').then((m) => m.HouseholdPage));
const PaymentsPage = lazyPage(() => import('../my-account/payments-page.tsx').then((m) => m.PaymentsPage));
const ReceiptPage = lazyPage(() => import('../my-account/receipt-page.tsx').then((m) => m.ReceiptPage));

const handle = (value: AccountHandle) => value;

/**
 * The account area's pages inside its frame (login prompt, heading, section navigation); each
 * page is its own chunk. Exported apart from the app chrome for the page tests.
 */
export function accountAreaRoute(): RouteObject {
  return {
    element: <AccountArea />,
    hydrateFallbackElement: <LoadingSpinner />,
    children: [
      {
        index: true,
        handle: handle({ section: '/' }),
        Component: DashboardPage,
      },
      {
        path: '/user-details',
        handle: handle({ section: '/user-details' }),
        Component: UserDetailsPage,
      },
      {
        path: '/memberships',
        handle: handle({ section: '/memberships' }),
        Component: MembershipsPage,
      },
      {
        path: '/packages',
        handle: handle({ section: '/packages' }),
        Component: PackagesPage,
      },
      // On a phone each period has its own route; /bookings goes to /bookings/upcoming there.
      { path: '/bookings', handle: handle({ section: '/bookings' }), Component: BookingsPage },
      { path: '/bookings/upcoming', handle: handle({ section: '/bookings' }), Component: BookingsPage },
      { path: '/bookings/past', handle: handle({ section: '/bookings' }), Component: BookingsPage },
      {
        path: '/household',
        handle: handle({ section: '/household' }),
        Component: HouseholdPage,
      },
      {
        path: '/guest-passes',
        handle: handle({ section: '/guest-passes' }),
        Component: GuestPassesPage,
      },
      {
        path: '/payments',
        handle: handle({ section: '/payments' }),
        Component: PaymentsPage,
      },
      {
        path: '/payments/:orderId/receipt',
        handle: handle({
          section: '/payments',
          title: 'Receipt',
          crumbs: [{ label: 'Payments', to: '/payments' }, { label: 'Receipt' }],
        }),
        Component: ReceiptPage,
      },
    ],
  };
}

/** The account area (my-account sub-domain). */
export function myAccountRoutes(basePath: string): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [accountAreaRoute(), { path: '*', element: <NoRouteMatch homeHref={basePath} /> }],
        },
      ],
    },
  ];
}
