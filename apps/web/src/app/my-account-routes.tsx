import type { RouteObject } from 'react-router';
import { AccountPage } from '../my-account/account-page.tsx';
import { FullPageError, LoadingSpinner } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

const accountPaths = [
  '/',
  '/user-details',
  '/memberships',
  '/packages',
  '/bookings',
  '/guest-passes',
  '/payments',
];

/** The account area (my-account sub-domain). */
export function myAccountRoutes(basePath: string): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...accountPaths.map((path) => ({ path, element: <AccountPage path={path} /> })),
            // On mobile the bookings list opens on the upcoming ones.
            { path: '/bookings/upcoming', element: <AccountPage path="/bookings" /> },
            { path: '*', element: <FullPageError homeHref={basePath} /> },
          ],
        },
      ],
    },
  ];
}
