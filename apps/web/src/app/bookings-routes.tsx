import type { Client } from '@leisure/contracts';
import { type RouteObject, redirect, useParams } from 'react-router';
import { activityShortcutLoader, selectedVenueRedirect } from '../bookings/redirects/redirect-loaders.ts';
import { paths } from '../bookings/shared/paths.ts';
import { Redirect, useDocumentTitle } from '../ui/page/index.ts';
import { LoadingSpinner, NoRouteMatch } from '../ui/screens/index.ts';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-route.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk; one component per page, so a preloaded page stays loaded.
const HomeRoute = lazyPage(() => import('./home-route.tsx').then((m) => m.HomeRoute));
const RegisterPage = lazyPage(() =>
  import('../bookings/register/register-page.tsx').then((m) => m.RegisterPage),
);
const BasketPage = lazyPage(() => import('../bookings/basket/basket-page.tsx').then((m) => m.BasketPage));
const CheckoutPage = lazyPage(() =>
  import('../bookings/checkout/checkout-page.tsx').then((m) => m.CheckoutPage),
);
const BookingConfirmedPage = lazyPage(() =>
  import('../bookings/booking-confirmed/booking-confirmed-page.tsx').then((m) => m.BookingConfirmedPage),
);
const LocationPage = lazyPage(() =>
  import('../bookings/location/location-page.tsx').then((m) => m.LocationPage),
);
const ActivityPage = lazyPage(() =>
  import('../bookings/location/activity-page.tsx').then((m) => m.ActivityPage),
);
const TimeSlotsPage = lazyPage(() =>
  import('../bookings/location/time-slots-page.tsx').then((m) => m.TimeSlotsPage),
);
const CoursesPage = lazyPage(() => import('../bookings/courses/courses-page.tsx').then((m) => m.CoursesPage));
const CourseDetailsPage = lazyPage(() =>
  import('../bookings/courses/course-details-page.tsx').then((m) => m.CourseDetailsPage),
);
const AttendeesPage = lazyPage(() =>
  import('../bookings/attendees/attendees-page.tsx').then((m) => m.AttendeesPage),
);
const PricingPage = lazyPage(() => import('../bookings/pricing/pricing-page.tsx').then((m) => m.PricingPage));

function NoMatch({ basePath }: { basePath: string }) {
  useDocumentTitle(null);
  return <NoRouteMatch homeHref={basePath} />;
}

/**
 * A path segment that names a file (`favicon.ico`, `apple-touch-icon.png`): never a venue,
 * activity or date, so it is not found rather than sent to a venue page that asks the API for it.
 */
const namesAFile = (params: Record<string, string | undefined>) =>
  Object.values(params).some((segment) => segment?.includes('.'));

/** /{venue}/{activity}/{date}[/{type}] goes to the time-slot page. */
function TimeSlotShortcut({ basePath }: { basePath: string }) {
  const params = useParams();
  const { venueSlug = '', activitySlug = '', dateSlug = '', type } = params;
  if (namesAFile(params)) return <NoMatch basePath={basePath} />;
  return <Redirect to={paths.timeSlots(venueSlug, activitySlug, dateSlug, type)} />;
}

/** Every route of the bookings app (spec section 2); each screen is its own chunk. */
export function bookingsRoutes(client: Client, basePath: string): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              Component: HomeRoute,
            },
            {
              path: paths.redirectToSelectedVenue,
              loader: selectedVenueRedirect(client.clientId, 'activity'),
            },
            {
              path: paths.courseRedirectToSelectedVenue,
              loader: selectedVenueRedirect(client.clientId, 'course'),
            },
            {
              path: paths.register,
              Component: RegisterPage,
            },
            {
              path: paths.basket,
              Component: BasketPage,
            },
            {
              path: paths.checkout,
              Component: CheckoutPage,
            },
            {
              path: '/booking-confirmed/:completeOrderId',
              Component: BookingConfirmedPage,
            },
            {
              path: '/location/:venueSlug',
              Component: LocationPage,
            },
            {
              path: '/location/:venueSlug/:activitySlug',
              Component: ActivityPage,
            },
            {
              path: '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*',
              Component: TimeSlotsPage,
            },
            {
              path: '/courses/location/:venueSlug/:activitySlug?',
              Component: CoursesPage,
            },
            {
              path: '/courses/location/:venueSlug/:activitySlug/:courseSlug',
              Component: CourseDetailsPage,
            },
            {
              path: paths.attendees,
              Component: AttendeesPage,
            },
            {
              path: paths.pricing,
              Component: PricingPage,
            },
            // Shortcuts: /{venue}, /{venue}/{activity}, /{venue}/{activity}/{date}[/{type}].
            // A segment naming a file is not found (`namesAFile`).
            {
              path: '/:venueSlug',
              loader: ({ params }) =>
                namesAFile(params) ? null : redirect(paths.location(params.venueSlug ?? '')),
              element: <NoMatch basePath={basePath} />,
            },
            {
              path: '/:venueSlug/:activitySlug',
              loader: (args) => (namesAFile(args.params) ? null : activityShortcutLoader(args)),
              element: <NoMatch basePath={basePath} />,
            },
            {
              path: '/:venueSlug/:activitySlug/:dateSlug/:type?',
              element: <TimeSlotShortcut basePath={basePath} />,
            },
            { path: '*', element: <NoMatch basePath={basePath} /> },
          ],
        },
      ],
    },
  ];
}
