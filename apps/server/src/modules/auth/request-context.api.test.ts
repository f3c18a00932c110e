import { SelectedUserQuery } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clients } from '../../db/schema/index.ts';
import { type Shopper, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { shoppersOf } from '../../test/shoppers.test-kit.ts';
import { type RequestContext, requestContextOf, signedInContextOf } from './request-context.ts';

const PROBE = '/api/test/request-context';

/** What a probe answers: the context as seen twice in one request, and whether it was the same. */
interface Seen {
  sameBothTimes: boolean;
  viewer: number | null;
  kind: string | null;
  customer: number | null;
  named: number | null;
}

async function seen(request: FastifyRequest): Promise<Seen> {
  const first = requestContextOf(request);
  const again = requestContextOf(request);
  const [context, repeat]: RequestContext[] = await Promise.all([first, again]);
  return {
    sameBothTimes: first === again && context === repeat,
    viewer: context?.viewer?.user.id ?? null,
    kind: context?.actingFor?.kind ?? null,
    customer: context?.actingFor?.customer.id ?? null,
    named: context?.named ?? null,
  };
}

/** Probe routes of every shape a real route has: query, body, both, neither. */
function registerProbes(app: FastifyInstance) {
  const body = z.object({ selected_user_id: z.number().int().positive().nullable().optional() });
  const camelBody = z.object({ selectedUserId: z.number().int().positive().nullable().optional() });
  const otherBody = z.object({ note: z.string().optional() });
  app.get(PROBE, { schema: { querystring: SelectedUserQuery } }, (request) => seen(request));
  app.post(PROBE, { schema: { body } }, (request) => seen(request));
  app.post(`${PROBE}/camel`, { schema: { body: camelBody } }, (request) => seen(request));
  app.post(`${PROBE}/both`, { schema: { body: otherBody, querystring: SelectedUserQuery } }, (request) =>
    seen(request),
  );
  app.get(`${PROBE}/unvalidated`, (request) => seen(request));
  app.post(`${PROBE}/unvalidated`, (request) => seen(request));
  app.get(`${PROBE}/signed-in`, { schema: { querystring: SelectedUserQuery } }, async (request) => {
    const { actingFor } = await signedInContextOf(request);
    return { customer: actingFor.customer.id };
  });
  app.get(`${PROBE}/signed-in/:userId`, async (request) => {
    const { userId } = request.params as { userId: string };
    const { actingFor } = await signedInContextOf(request, Number(userId));
    return { customer: actingFor.customer.id };
  });
}

const kit = useBookingKit({ register: registerProbes });

const probe = (who: Shopper, query = '', path = '') => kit.get(who, `${PROBE}${path}${query}`);
const seenBy = async (who: Shopper, query = '', path = '') => {
  const response = await probe(who, query, path);
  expect(response.statusCode).toBe(200);
  return response.json() as Seen;
};

describe('the request context', () => {
  it('is resolved once per request and is the same object every time it is asked for', async () => {
    const staff = await kit.staff();
    const customer = await kit.customer();
    const served = await seenBy(staff, `?selected_user_id=${customer.id}`);
    expect(served).toEqual({
      sameBothTimes: true,
      viewer: staff.id,
      kind: 'desk',
      customer: customer.id,
      named: customer.id,
    });
    expect((await seenBy(kit.visitor())).sameBothTimes).toBe(true);
  });

  it('acts for the logged-in user themself unless staff name a customer', async () => {
    const customer = await kit.customer();
    const self = { sameBothTimes: true, viewer: customer.id, kind: 'self', customer: customer.id };
    expect(await seenBy(customer)).toEqual({ ...self, named: null });
    expect(await seenBy(customer, `?selected_user_id=${customer.id}`)).toEqual({
      ...self,
      named: customer.id,
    });
    const staff = await kit.staff();
    expect(await seenBy(staff)).toMatchObject({ kind: 'self', customer: staff.id });
    expect(await seenBy(kit.visitor())).toEqual({
      sameBothTimes: true,
      viewer: null,
      kind: null,
      customer: null,
      named: null,
    });
  });

  it('answers 401 to a visitor naming a customer, 403 to a customer naming another', async () => {
    const [one, two] = await kit.twoCustomers();
    const visitor = await probe(kit.visitor(), `?selected_user_id=${one.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'unauthenticated', message: 'User signed out' });
    const other = await probe(one, `?selected_user_id=${two.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
  });

  it("answers 404 to staff naming someone who is not one of their client's customers", async () => {
    const staff = await kit.staff();
    const colleague = await kit.staff();
    const [riverside] = await kit.db().select().from(clients).where(eq(clients.slug, 'riverside'));
    if (!riverside) throw new Error('no riverside client');
    const elsewhere = await shoppersOf(kit.testApp, riverside).customer();
    for (const named of [99_999_999, colleague.id, elsewhere.id]) {
      const response = await probe(staff, `?selected_user_id=${named}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('reads the name from the parts a route validates: the body first, then its query string', async () => {
    const staff = await kit.staff();
    const [one, two] = await kit.twoCustomers();
    const post = async (path: string, payload: unknown, query = '') => {
      const response = await kit.post(staff, `${PROBE}${path}${query}`, payload);
      expect(response.statusCode).toBe(200);
      return (response.json() as Seen).customer;
    };
    expect(await post('', { selected_user_id: one.id })).toBe(one.id);
    expect(await post('', { selected_user_id: one.id }, `?selected_user_id=${two.id}`)).toBe(one.id);
    expect(await post('', {}, `?selected_user_id=${two.id}`)).toBe(staff.id);
    expect(await post('/camel', { selectedUserId: one.id })).toBe(one.id);
    expect(await post('/both', { selected_user_id: one.id }, `?selected_user_id=${two.id}`)).toBe(two.id);
    expect(await post('/unvalidated', { selected_user_id: one.id }, `?selected_user_id=${two.id}`)).toBe(
      staff.id,
    );
    // A GET that validates nothing (a listing's detail) reads its query string as sent.
    expect((await seenBy(staff, `?selected_user_id=${one.id}`, '/unvalidated')).customer).toBe(one.id);
    expect((await seenBy(staff, '?selected_user_id=abc', '/unvalidated')).customer).toBe(staff.id);
  });

  it('answers 401 to a visitor on a signed-in call, and holds a name a call carries itself to the same rules', async () => {
    const [one, two] = await kit.twoCustomers();
    expect((await probe(kit.visitor(), '', '/signed-in')).statusCode).toBe(401);
    expect((await probe(one, '', '/signed-in')).json()).toEqual({ customer: one.id });
    expect((await probe(one, '', `/signed-in/${one.id}`)).json()).toEqual({ customer: one.id });
    expect((await probe(one, '', `/signed-in/${two.id}`)).statusCode).toBe(403);
    const staff = await kit.staff();
    expect((await probe(staff, '', `/signed-in/${two.id}`)).json()).toEqual({ customer: two.id });
    expect((await probe(staff, '', '/signed-in/99999999')).statusCode).toBe(404);
  });
});
