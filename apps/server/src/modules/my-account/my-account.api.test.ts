import type {
  AccountBookingList,
  AccountDashboard,
  AccountMembership,
  AccountPackage,
} from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index.ts';
import { errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { cancellationTerms } from '../bookings/cancellation-terms.ts';
import { dayOf } from '../timetable/calendar.ts';
import {
  bookClassFree,
  bookClassWithCredit,
  dayFromNow,
  givePackage,
  grantCredit,
  joinPlan,
} from './account.test-kit.ts';

const kit = useBookingKit();

const read = async <T>(who: TestCustomer, path: string) => {
  const response = await kit.get(who, `/api/my-account/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
};

const cutoffHoursOf = async (slug: string) => {
  const [row] = await kit
    .db()
    .select({ hours: activities.cancellationCutoffHours })
    .from(activities)
    .where(and(eq(activities.clientId, kit.clientId), eq(activities.slug, slug)));
  return row?.hours ?? 24;
};

describe('the account calls', () => {
  it('answer 401 to a visitor, and 403 to a customer naming another', async () => {
    const visitor = kit.visitor();
    const details = { first_name: 'A', last_name: 'B', email: 'a@example.com' };
    const pass = { first_name: 'A', last_name: 'B', valid_on: dayFromNow(1) };
    const calls = [
      ...['dashboard', 'details', 'memberships', 'packages', 'bookings?period=past', 'guest-passes']
        .concat(['payments', 'payments/1/receipt', 'calendar-feed'])
        .map((path) => ({ method: 'GET' as const, path, payload: undefined })),
      { method: 'PUT' as const, path: 'details', payload: details },
      { method: 'POST' as const, path: 'guest-passes', payload: pass },
      { method: 'POST' as const, path: 'calendar-feed', payload: undefined },
      { method: 'DELETE' as const, path: 'calendar-feed', payload: undefined },
    ];
    for (const call of calls) {
      const response = await kit.call(visitor, { ...call, url: `/api/my-account/${call.path}` });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'unauthenticated', message: 'User signed out' });
    }
    const [one, two] = await kit.twoCustomers();
    const named = await kit.get(one, `/api/my-account/dashboard?selected_user_id=${two.id}`);
    expect(named.statusCode).toBe(403);
  });

  it("lets staff read a customer's account with selected_user_id", async () => {
    const [staff, customer] = [await kit.staff(), await kit.customer()];
    await grantCredit(kit, customer, 750);
    const dashboard = await read<AccountDashboard>(staff, `dashboard?selected_user_id=${customer.id}`);
    expect(dashboard.credit.general).toEqual({ amountPence: 750, formatted: '£7.50' });
    const own = await read<AccountDashboard>(staff, 'dashboard');
    expect(own.credit.total.amountPence).toBe(0);
    expect((await kit.get(staff, '/api/my-account/details?selected_user_id=999999')).statusCode).toBe(404);
  });
});

describe("a customer's account", () => {
  it('shows bookings, credit, membership and packages on the dashboard and their pages', async () => {
    const who = await kit.customer();
    const paid = await bookClassWithCredit(kit, who);
    await grantCredit(kit, who, 500, 'Goodwill');
    const membershipId = await joinPlan(kit, who);
    await joinPlan(kit, who, { plan: 'swim-only', startsOn: dayFromNow(-400), endsOn: dayFromNow(-40) });
    await joinPlan(kit, who, { plan: 'off-peak', startsOn: dayFromNow(20) });
    const free = await bookClassFree(kit, who);
    expect(free.booking.planBenefitId).not.toBeNull();
    await givePackage(kit, who, 5);

    const dashboard = await read<AccountDashboard>(who, 'dashboard');
    expect(dashboard).toMatchObject({
      firstName: 'Test',
      credit: { general: { amountPence: 500 }, membership: { amountPence: 0 }, total: { amountPence: 500 } },
      membership: { id: membershipId, planSlug: 'gym-and-swim', status: 'active' },
      packagesWithSessions: 1,
      warnings: [],
    });
    const soonestFirst = [paid.booking, free.booking].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    );
    expect(dashboard.nextBookings.map((booking) => booking.uid)).toEqual(soonestFirst.map((row) => row.uid));

    const { bookings } = await read<AccountBookingList>(who, 'bookings?period=upcoming');
    const byMoney = bookings.find((booking) => booking.uid === paid.booking.uid);
    const now = new Date();
    expect(byMoney).toMatchObject({
      orderId: paid.orderId,
      type: 'activity_class',
      venueSlug: paid.lesson.venueSlug,
      activitySlug: paid.lesson.activitySlug,
      quantity: 1,
      total: { amountPence: 1200, formatted: '£12.00' },
      paidWith: 'money',
      paidBy: ['credit'],
      status: 'confirmed',
      cancelledAt: null,
      refund: null,
    });
    const terms = cancellationTerms({
      startsAt: paid.booking.startsAt,
      cutoffHours: await cutoffHoursOf(paid.lesson.activitySlug),
      paidWith: 'money',
      refundablePence: 1200,
      currencySymbol: '£',
      now,
    });
    expect(byMoney?.cancellation).toEqual(terms);
    const byBenefit = bookings.find((booking) => booking.uid === free.booking.uid);
    expect(byBenefit).toMatchObject({ paidWith: 'benefit', paidBy: [], total: { amountPence: 0 } });
    expect(byBenefit?.cancellation?.refund.amountPence).toBe(0);

    const memberships = await read<AccountMembership[]>(who, 'memberships');
    expect(memberships.map((membership) => [membership.planSlug, membership.status])).toEqual([
      ['off-peak', 'future'],
      ['gym-and-swim', 'active'],
      ['swim-only', 'ended'],
    ]);
    const gym = memberships[1];
    const month = dayOf(now, kit.client.timezone).slice(0, 7);
    expect(gym).toMatchObject({
      planName: 'Gym & Swim',
      monthlyPrice: { amountPence: 3499, formatted: '£34.99' },
      guestPassesPerMonth: 2,
      benefits: [
        {
          name: '2 free classes a month',
          sessionsPerMonth: 2,
          sessionsLeftThisMonth: free.booking.allowanceMonth === month ? 1 : 2,
        },
      ],
    });
    expect(gym?.discounts).toContainEqual({ activityName: 'Spin', percentOff: 20 });
  });

  it('counts package sessions used, left and held, and marks expired packages', async () => {
    const who = await kit.customer();
    const live = await givePackage(kit, who, 3);
    const expired = await givePackage(kit, who, 5, -1);
    const used = await bookClassFree(kit, who);
    expect(used.booking.customerPackageId).toBe(live);
    const held = await kit.classWithSpaces(3, { activitySlug: 'spin' });
    await kit.added(who, [{ id: held.listingId, type: 'activity_class' }]);

    const list = await read<AccountPackage[]>(who, 'packages');
    expect(list.map((row) => row.id)).toEqual([expired, live]);
    expect(list[1]).toMatchObject({
      name: '5 Class Pass',
      sessionsTotal: 3,
      sessionsUsed: 1,
      sessionsLeft: 1,
      isExpired: false,
    });
    expect(list[1]?.activities).toContain('Spin');
    expect(list[0]).toMatchObject({ isExpired: true, sessionsUsed: 0 });
    expect((await read<AccountDashboard>(who, 'dashboard')).packagesWithSessions).toBe(1);
  });

  it('publishes every account call in the OpenAPI document', async () => {
    const document = (await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const calls: [string, string][] = [
      ['/api/my-account/dashboard', 'get'],
      ['/api/my-account/details', 'get'],
      ['/api/my-account/details', 'put'],
      ['/api/my-account/memberships', 'get'],
      ['/api/my-account/packages', 'get'],
      ['/api/my-account/bookings', 'get'],
      ['/api/my-account/guest-passes', 'get'],
      ['/api/my-account/guest-passes', 'post'],
      ['/api/my-account/payments', 'get'],
      ['/api/my-account/payments/{orderId}/receipt', 'get'],
      ['/api/my-account/calendar-feed', 'get'],
      ['/api/my-account/calendar-feed', 'post'],
      ['/api/my-account/calendar-feed', 'delete'],
      ['/api/calendar/{token}.ics', 'get'],
    ];
    for (const [path, method] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['My account']);
      expect(operation?.summary).toBeTruthy();
    }
  });
});
