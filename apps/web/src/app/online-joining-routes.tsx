import type { RouteObject } from 'react-router';
import { FullPageError, LoadingSpinner } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-route.tsx';
import { RouteError } from './route-error.tsx';

const centres = lazyPage(() => import('../online-joining/centres-page.tsx').then((m) => m.CentresPage));

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
            { index: true, Component: centres },
            { path: '/kiosk', Component: centres },
            {
              path: '/centre/:slug',
              Component: lazyPage(() =>
                import('../online-joining/centre-page.tsx').then((m) => m.CentrePage),
              ),
            },
            {
              path: '/order-confirmed/:id',
              Component: lazyPage(() =>
                import('../online-joining/order-confirmed-page.tsx').then((m) => m.OrderConfirmedPage),
              ),
            },
            { path: '*', element: <FullPageError homeHref={basePath} /> },
          ],
        },
      ],
    },
  ];
}
