import type { RouteObject } from 'react-router';
import { LoadingSpinner, NoRouteMatch } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-route.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk; one component per page, so a preloaded page stays loaded.
const CentresPage = lazyPage(() => import('../online-joining/centres-page.tsx').then((m) => m.CentresPage));
const CentrePage = lazyPage(() => import('../online-joining/centre-page.tsx').then((m) => m.CentrePage));
const DirectDebitPage = lazyPage(() =>
  import('../online-joining/direct-debit/direct-debit-page.tsx').then((m) => m.DirectDebitPage),
);
const OrderConfirmedPage = lazyPage(() =>
  import('../online-joining/order-confirmed-page.tsx').then((m) => m.OrderConfirmedPage),
);

/** The online-joining app (online-joining sub-domain); each page is its own chunk. */
export function onlineJoiningRoutes(basePath: string): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, Component: CentresPage },
            { path: '/kiosk', Component: CentresPage },
            {
              path: '/centre/:slug',
              Component: CentrePage,
            },
            {
              path: '/order-confirmed/:id',
              Component: OrderConfirmedPage,
            },
            { path: '/membership/:membershipId/direct-debit', Component: DirectDebitPage },
            { path: '*', element: <NoRouteMatch homeHref={basePath} /> },
          ],
        },
      ],
    },
  ];
}
