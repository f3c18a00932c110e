import type { AccountPenalties, AccountPenalty } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingKit,
  errorOf,
  statusCounts,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { givePenalty } from '../my-account/account.test-kit.ts';

const kit = useBookingKit();

const DAY = 24 * 60 * 60_000;
const settleUrl = (customerId: number, penaltyId: number) =>
  `/api/front-of-house/customers/${customerId}/penalties/${penaltyId}/settle`;
const settle = (who: TestCustomer, customerId: number, penaltyId: number) =>
  kit.post(who, settleUrl(customerId, penaltyId), undefined);
const penaltiesOf = async (who: TestCustomer) => {
  const response = await kit.get(who, '/api/my-account/penalties');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AccountPenalties>(response);
};

describe("a customer's penalties", () => {
  it('are listed newest first, outstanding and settled, with what is owed', async () => {
    const who = await kit.customer();
    const old = await givePenalty(kit, who, { pence: 1500, createdAt: new Date(Date.now() - 9 * DAY) });
    const paid = await givePenalty(kit, who, {
      pence: 2000,
      settled: true,
      reason: 'damage',
      createdAt: new Date(Date.now() - 5 * DAY),
    });
    const recent = await givePenalty(kit, who);
    const list = await penaltiesOf(who);
    expect(list.outstanding).toEqual({ count: 2, total: { amountPence: 2000, formatted: '£20.00' } });
    expect(list.penalties.map((row) => [row.id, row.isOutstanding])).toEqual([
      [recent, true],
      [paid, false],
      [old, true],
    ]);
    expect(list.penalties[0]).toMatchObject({
      reason: 'no_show',
      description: 'No-show: Spin',
      amount: { amountPence: 500, formatted: '£5.00' },
      settledAt: null,
    });
    expect(list.penalties[1]?.settledAt).not.toBeNull();
    expect(await penaltiesOf(await kit.customer())).toEqual({
      outstanding: { count: 0, total: { amountPence: 0, formatted: '£0.00' } },
      penalties: [],
    });
    expect((await kit.get(kit.visitor(), '/api/my-account/penalties')).statusCode).toBe(401);
  });

  it('are settled once by staff at the desk', async () => {
    const [staff, who] = [await kit.staff(), await kit.customer()];
    const penaltyId = await givePenalty(kit, who);
    const response = await settle(staff, who.id, penaltyId);
    expect(response.statusCode, response.body).toBe(200);
    const settled = dataOf<AccountPenalty>(response);
    expect(settled).toMatchObject({ id: penaltyId, isOutstanding: false });
    expect(Date.now() - Date.parse(settled.settledAt ?? '')).toBeLessThan(60_000);
    expect((await penaltiesOf(who)).outstanding.count).toBe(0);

    const again = await settle(staff, who.id, penaltyId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'conflict',
      message: 'This penalty has already been settled.',
    });
  });

  it('are settled once when two desks settle at the same moment', async () => {
    const [staff, who] = [await kit.staff(), await kit.customer()];
    const penaltyId = await givePenalty(kit, who);
    const responses = await Promise.all(Array.from({ length: 4 }, () => settle(staff, who.id, penaltyId)));
    const counts = statusCounts(responses);
    expect(counts.get(200)).toBe(1);
    expect(counts.get(409)).toBe(3);
  });

  it('cannot be settled by a customer, for another customer, or at another client', async () => {
    const [staff, who, other] = [await kit.staff(), await kit.customer(), await kit.customer()];
    const penaltyId = await givePenalty(kit, who);

    const byCustomer = await settle(who, who.id, penaltyId);
    expect(byCustomer.statusCode).toBe(403);
    expect(
      (await kit.call(kit.visitor(), { method: 'POST', url: settleUrl(who.id, penaltyId) })).statusCode,
    ).toBe(401);
    const wrongCustomer = await settle(staff, other.id, penaltyId);
    expect(wrongCustomer.statusCode).toBe(404);
    expect(errorOf(wrongCustomer).code).toBe('not_found');
    expect((await settle(staff, staff.id, penaltyId)).statusCode).toBe(404);

    const riverside = await bookingKit(kit.testApp, 'riverside');
    const elsewhere = await riverside.post(await riverside.staff(), settleUrl(who.id, penaltyId), undefined);
    expect(elsewhere.statusCode).toBe(404);
    expect((await penaltiesOf(who)).outstanding.count).toBe(1);
  });

  it('are published in the OpenAPI document', async () => {
    const document = (await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const calls: [string, string, string][] = [
      ['/api/my-account/penalties', 'get', 'My account'],
      ['/api/my-account/documents', 'get', 'My account'],
      ['/api/my-account/documents', 'post', 'My account'],
      ['/api/my-account/documents/{documentId}/file', 'get', 'My account'],
      ['/api/front-of-house/customers/{customerId}/penalties/{penaltyId}/settle', 'post', 'Front of house'],
    ];
    for (const [path, method, tag] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation?.summary).toBeTruthy();
    }
  });
});
