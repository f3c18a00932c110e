import type { Client } from '@leisure/contracts';
import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import type { HostInfo } from '../lib/host.ts';
import { bookingsRoutes } from './bookings-routes.tsx';
import { myAccountRoutes } from './my-account-routes.tsx';
import { onlineJoiningRoutes } from './online-joining-routes.tsx';

/** The routes of the app the host asked for, under the configured base path. */
export function appRoutes(app: HostInfo['app'], client: Client, basePath: string): RouteObject[] {
  if (app === 'my-account') return myAccountRoutes(basePath);
  if (app === 'online-joining') return onlineJoiningRoutes(basePath);
  return bookingsRoutes(client, basePath);
}

/** The browser's router for the app the host asked for. */
export function AppRouter() {
  const { host, client, config } = useAppContext();
  const [router] = useState(() =>
    createBrowserRouter(appRoutes(host.app, client, config.basePath), { basename: config.basePath }),
  );
  return <RouterProvider router={router} />;
}
