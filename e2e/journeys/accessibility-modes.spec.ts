import { test as base, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { putAClassInTheBasket, putATicketInTheBasket } from './basket-api.ts';
import { payByCard, payOnTheJoiningCardForm } from './card-payment.ts';
import { demoLogins, logInAs, signUpFreshCustomer } from './customers.ts';
import { accessibilityViolations, appUrl, openFirstDayWith, waitForApp } from './support.ts';

// Every route of the three apps in embedded and kiosk modes, checked against WCAG 2.2 AA with axe
// (normal mode is checked route by route in the other journeys). Each page is opened with the
// mode's query once its data is there, and checked once its own content shows.

/**
 * A customer who has paid by card for a class, then for a public swim ticket (which a kiosk
 * prints a receipt for), and joined Gym & Swim: orders and a membership to show.
 */
interface Payer {
  cookies: Cookie[];
  classOrderId: string;
  ticketOrderId: string;
  membershipOrderId: string;
}

const orderIdIn = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

const test = base.extend<object, { payer: Payer }>({
  payer: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signUpFreshCustomer(page);
      await putAClassInTheBasket(page, 'yoga', 2);
      await payByCard(page);
      const classOrderId = orderIdIn(page);
      await putATicketInTheBasket(page, { category: 'swimming', activity: 'public-swim' });
      await payByCard(page);
      const ticketOrderId = orderIdIn(page);

      await page.goto(appUrl('demo', '/centre/leeds-central?plan=gym-and-swim', 'online-joining'));
      await waitForApp(page);
      await page.getByLabel(/I accept the terms and conditions/).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByTitle('Card details')).toBeVisible();
      await payOnTheJoiningCardForm(page);
      await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
      const membershipOrderId = orderIdIn(page);

      const cookies = (await context.storageState()).cookies;
      await context.close();
      await use({ cookies, classOrderId, ticketOrderId, membershipOrderId });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

type App = 'bookings' | 'my-account' | 'online-joining';

interface Route {
  name: string;
  app: App;
  /** Gets the page's data ready (a login, a basket, a day with listings) and answers the path to open. */
  path: string | ((page: Page, payer: Payer) => Promise<string>);
  /** What shows once the page's own content is there (not a spinner, skeleton or error screen). */
  ready: (page: Page) => Locator;
  /** A step on the page to the state worth checking. */
  open?: (page: Page) => Promise<void>;
}

const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
const byText = (text: string | RegExp) => (page: Page) => page.getByText(text);
const byHeading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
const notFound = byText('We may have dropped the ball on this one.');
/** Public swim times with places left. */
const openTimes = (page: Page) => page.getByTestId('timetable-item').filter({ hasText: /spaces? left/ });

/** The path of the first coming day `timetablePath` lists something on (as `find` picks). */
const firstDayWith =
  (timetablePath: string, options: Parameters<typeof openFirstDayWith>[2] = {}) =>
  async (page: Page) => {
    await openFirstDayWith(page, timetablePath, options);
    return new URL(page.url()).pathname;
  };

/** The payer's session, for the account pages with their orders. */
const asPayer = (path: string | ((payer: Payer) => string)) => async (page: Page, payer: Payer) => {
  await page.context().addCookies(payer.cookies);
  return typeof path === 'string' ? path : path(payer);
};

/**
 * A demo login: the customer owes a penalty and has credit, the member holds Gym & Swim and a
 * 5 Class Pass. Nothing here changes their baskets, which other journeys use.
 */
const asDemo = (login: keyof typeof demoLogins, path: string) => async (page: Page) => {
  await logInAs(page, demoLogins[login]);
  return path;
};

const routes: Route[] = [
  // Bookings (apps/web/src/app/bookings-routes.tsx).
  { name: 'home', app: 'bookings', path: '/', ready: byTestId('venue-list') },
  {
    name: 'choose an activity',
    app: 'bookings',
    path: '/location/leeds-central',
    ready: byTestId('activity-card'),
  },
  {
    name: 'choose a sub-activity',
    app: 'bookings',
    path: '/location/leeds-central/fitness-classes',
    ready: byTestId('activity-card'),
  },
  {
    name: 'class timetable',
    app: 'bookings',
    path: firstDayWith('/location/leeds-central/yoga'),
    ready: byTestId('timetable-item'),
  },
  {
    name: 'court slots by location',
    app: 'bookings',
    path: firstDayWith('/location/leeds-central/badminton'),
    ready: byTestId('timetable-item'),
  },
  {
    name: 'court slots by time',
    app: 'bookings',
    path: async (page) => `${await firstDayWith('/location/leeds-central/badminton')(page)}/by-time`,
    ready: byTestId('timetable-item'),
  },
  {
    name: 'fast tickets with a time chosen',
    app: 'bookings',
    path: firstDayWith('/location/leeds-central/public-swim', { fromDay: 1, find: openTimes }),
    ready: openTimes,
    open: async (page) => {
      await openTimes(page).first().click();
      await expect(page.getByRole('button', { name: 'Add one Adult ticket' })).toBeVisible();
    },
  },
  {
    name: 'courses',
    app: 'bookings',
    path: '/courses/location/leeds-central',
    ready: byTestId('course-card'),
  },
  {
    name: 'course details',
    app: 'bookings',
    path: '/courses/location/leeds-central/swimming/learn-to-swim-stage-1',
    ready: (page) => page.getByRole('button', { name: 'Book this course' }),
  },
  { name: 'sign up', app: 'bookings', path: '/register', ready: byTestId('date-input') },
  {
    name: 'membership pricing',
    app: 'bookings',
    path: '/pricing',
    ready: (page) => page.getByRole('link', { name: 'Buy a membership' }),
  },
  { name: 'empty basket', app: 'bookings', path: '/basket', ready: byText('Nothing in your basket yet.') },
  {
    name: 'basket with a class',
    app: 'bookings',
    path: async (page) => {
      await page.goto(appUrl('demo'));
      await waitForApp(page);
      await putAClassInTheBasket(page);
      return '/basket';
    },
    ready: byTestId('basket-line'),
  },
  {
    name: 'attendees with a waiver to sign',
    app: 'bookings',
    path: async (page) => {
      await signUpFreshCustomer(page);
      await putATicketInTheBasket(page, { category: 'climbing', activity: 'bouldering' });
      return '/attendees';
    },
    ready: byTestId('waiver-line'),
  },
  {
    name: 'checkout',
    app: 'bookings',
    path: async (page) => {
      await signUpFreshCustomer(page);
      await putAClassInTheBasket(page);
      return '/basket/checkout';
    },
    ready: (page) => page.getByTitle('Card details'),
  },
  {
    name: 'booking confirmed',
    app: 'bookings',
    path: asPayer((payer) => `/booking-confirmed/${payer.ticketOrderId}`),
    ready: byTestId('confirmed-booking'),
  },
  { name: 'unknown venue', app: 'bookings', path: '/location/no-such-venue', ready: byText(/gone offside/) },
  { name: 'no such page', app: 'bookings', path: '/no/route/has/this/many/segments', ready: notFound },

  // My account (apps/web/src/app/my-account-routes.tsx).
  { name: 'log in prompt', app: 'my-account', path: '/', ready: byHeading('Log in to see your account') },
  { name: 'dashboard', app: 'my-account', path: asPayer('/'), ready: byTestId('dashboard-greeting') },
  {
    name: 'dashboard with a warning',
    app: 'my-account',
    path: asDemo('customer', '/'),
    ready: byTestId('account-warnings'),
  },
  {
    name: 'user details',
    app: 'my-account',
    path: asPayer('/user-details'),
    ready: byTestId('user-details-form'),
  },
  {
    name: 'memberships',
    app: 'my-account',
    path: asPayer('/memberships'),
    ready: byTestId('membership-card'),
  },
  {
    name: 'packages',
    app: 'my-account',
    path: asDemo('member', '/packages'),
    ready: byTestId('package-card'),
  },
  { name: 'bookings', app: 'my-account', path: asPayer('/bookings'), ready: byTestId('booking-card') },
  {
    name: 'upcoming bookings',
    app: 'my-account',
    path: asPayer('/bookings/upcoming'),
    ready: byTestId('booking-card'),
  },
  {
    name: 'past bookings',
    app: 'my-account',
    path: asPayer('/bookings/past'),
    ready: byText('You have no past bookings yet.'),
  },
  {
    name: 'guest passes',
    app: 'my-account',
    path: asPayer('/guest-passes'),
    ready: byTestId('guest-pass-form'),
  },
  { name: 'payments', app: 'my-account', path: asPayer('/payments'), ready: byTestId('account-order') },
  {
    name: 'payments with a penalty owed',
    app: 'my-account',
    path: asDemo('customer', '/payments'),
    ready: byTestId('penalties-owed'),
  },
  {
    name: 'receipt',
    app: 'my-account',
    path: asPayer((payer) => `/payments/${payer.classOrderId}/receipt`),
    ready: byTestId('receipt-total'),
  },
  { name: 'no such page', app: 'my-account', path: '/no/such/page', ready: notFound },

  // Online joining (apps/web/src/app/online-joining-routes.tsx).
  { name: 'centres', app: 'online-joining', path: '/', ready: byTestId('venue-card') },
  { name: 'kiosk centres', app: 'online-joining', path: '/kiosk', ready: byTestId('venue-card') },
  {
    name: 'a centre and its plans',
    app: 'online-joining',
    path: '/centre/leeds-central',
    ready: byTestId('membership-plan'),
  },
  {
    name: 'joining details',
    app: 'online-joining',
    path: '/centre/leeds-central?plan=gym-and-swim',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Your details to join Gym & Swim' }),
  },
  {
    name: 'membership confirmed',
    app: 'online-joining',
    path: asPayer((payer) => `/order-confirmed/${payer.membershipOrderId}`),
    ready: byTestId('confirmed-membership'),
  },
  { name: 'no such page', app: 'online-joining', path: '/no/such/page', ready: notFound },
];

const modes = [
  { name: 'embedded', query: 'embedded=true' },
  { name: 'kiosk', query: 'kiosk=true&centre=leeds-central' },
] as const;

test.describe('Accessibility in embedded and kiosk modes (WCAG 2.2 AA, axe)', () => {
  // Each journey has its own data (a fresh visitor or customer, the payer of its worker).
  test.describe.configure({ mode: 'parallel' });
  for (const mode of modes) {
    for (const route of routes) {
      test(`${route.app}: ${route.name} (${mode.name})`, async ({ page, payer }) => {
        const path = typeof route.path === 'string' ? route.path : await route.path(page, payer);
        await page.goto(appUrl('demo', `${path}${path.includes('?') ? '&' : '?'}${mode.query}`, route.app));
        await waitForApp(page);
        await expect(route.ready(page).first()).toBeVisible();
        await route.open?.(page);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (mode.name === 'kiosk') {
          await expect(page.getByTestId('nav-link-kiosk-home').first()).toBeVisible();
        } else {
          // Reduced chrome: no breadcrumbs, no venue footer, no full-height page.
          await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
          await expect(page.locator('.venue-footer')).toHaveCount(0);
          await expect(page.locator('main#main')).not.toHaveClass(/page-main/);
        }
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  }
});
