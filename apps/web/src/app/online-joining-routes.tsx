import type { RouteObject } from 'react-router';
import { CentrePage } from '../online-joining/centre-page.tsx';
import { CentresPage } from '../online-joining/centres-page.tsx';
import { OrderConfirmedPage } from '../online-joining/order-confirmed-page.tsx';
import { FullPageError, LoadingSpinner } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

/** The online-joining app (online-joining sub-domain). */
export function onlineJoiningRoutes(basePath: string): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <CentresPage /> },
            { path: '/kiosk', element: <CentresPage /> },
            { path: '/centre/:slug', element: <CentrePage /> },
            { path: '/order-confirmed/:id', element: <OrderConfirmedPage /> },
            { path: '*', element: <FullPageError homeHref={basePath} /> },
          ],
        },
      ],
    },
  ];
}
