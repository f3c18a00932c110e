import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import { bookingsRoutes } from './bookings-routes.tsx';
import { myAccountRoutes } from './my-account-routes.tsx';
import { onlineJoiningRoutes } from './online-joining-routes.tsx';

/** The router of the app the host asked for, under the configured base path. */
export function AppRouter() {
  const { host, client, config } = useAppContext();
  const [router] = useState(() => {
    const routes =
      host.app === 'my-account'
        ? myAccountRoutes(config.basePath)
        : host.app === 'online-joining'
          ? onlineJoiningRoutes(config.basePath)
          : bookingsRoutes(client, config.basePath);
    return createBrowserRouter(routes, { basename: config.basePath });
  });
  return <RouterProvider router={router} />;
}
