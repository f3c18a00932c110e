import { type ActivityClass, Timetable } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';
import { addDaysTo, dayOf } from './calendar.ts';

const testApp = useTestApp();

const inDays = (days: number) => addDaysTo(dayOf(new Date(), 'Europe/London'), days, 'Europe/London');

const venues = ['leeds-central', 'harrogate', 'york', 'wakefield', 'bradford', 'sheffield'];

/** Members-only classes of the coming days (still bookable by date), as the given cookie sees them. */
async function membersOnlyClasses(cookie?: string): Promise<ActivityClass[]> {
  const found: ActivityClass[] = [];
  for (const venue of venues) {
    for (let days = 1; days <= 6; days++) {
      for (const family of ['/v2', '']) {
        const response = await testApp.request({
          method: 'GET',
          url: `/api/activities/venue/${venue}/activity/body-pump${family}/timetable?date=${inDays(days)}`,
          headers: cookie ? { cookie } : {},
        });
        if (response.statusCode === 422) continue;
        expect(response.statusCode, response.body).toBe(200);
        found.push(
          ...Timetable.parse(dataOf(response)).classes.filter(
            (item) => item.actionToShow.status !== 'CLOSED',
          ),
        );
      }
    }
  }
  return found;
}

describe('listings see who is looking', () => {
  it('asks visitors to log in for a members-only class, and offers it to a logged-in customer', async () => {
    const anonymous = (await membersOnlyClasses()).filter((item) => item.actionToShow.status === 'LOGIN');
    expect(anonymous.length).toBeGreaterThan(0);

    const login = await testApp.request({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: 'customer@demo.test', password: 'Demo-Customer-2026!' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === 'auth_token_demo');
    expect(session).toBeDefined();
    const loggedIn = new Map(
      (await membersOnlyClasses(`auth_token_demo=${session?.value}`)).map((item) => [
        item.id,
        item.actionToShow.status,
      ]),
    );
    // A full class offers a logged-in customer its waiting list.
    for (const item of anonymous) expect(['BOOK', 'JOIN_WAITLIST']).toContain(loggedIn.get(item.id));
  });
});
