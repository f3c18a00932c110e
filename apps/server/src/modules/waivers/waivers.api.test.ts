import type { Attendee, Cart, RequiredWaivers, SendWaiversResponse } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, attendees, attendeeWaivers, cartItems } from '../../db/schema/index.ts';
import {
  errorOf,
  newAttendeeSigns,
  type Shopper,
  signedBy,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { waiversRequired } from './basket-lines.repository.ts';

const kit = useBookingKit();

const requiredOf = async (who: Shopper, selected?: number) => {
  const response = await kit.requiredWaivers(who, selected);
  expect(response.statusCode).toBe(200);
  return dataOf<RequiredWaivers>(response);
};
const selfOf = async (who: Shopper, selected?: number) => {
  const response = await kit.previousAttendees(who, '', selected);
  const self = dataOf<{ attendees: Attendee[] }>(response).attendees.find((attendee) => attendee.isSelf);
  if (!self) throw new Error('no self attendee');
  return self;
};
const cartIdOf = async (who: Shopper) => (await kit.cartOf(who)).id;

describe('waivers required', () => {
  it('counts one waiver per ticket of a waiver line, and none for lines without a waiver', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 3);
    await kit.yogaLine(who);
    const cartId = await cartIdOf(who);
    expect(await waiversRequired(kit.db(), kit.clientId, cartId)).toBe(3);

    const required = await requiredOf(who);
    expect(required.totalWaiversRequired).toBe(3);
    expect(required.items).toHaveLength(1);
    const [line] = required.items;
    expect(line).toMatchObject({ cartItemId: lineId, quantity: 3, signed: [] });
    expect(line?.name).toMatch(/^Bouldering - /);
    expect(line?.waiverText).toMatch(/^Bouldering carries a risk of injury/);
    expect(line?.startsAt.time).toMatch(/^\d\d:\d\d$/);
  });

  it('drops to 0 as attendees sign, and leaves out expired lines', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 2);
    const self = await selfOf(who);
    const sent = await kit.sendWaivers(who, {
      waivers: [
        signedBy(lineId, self.id),
        newAttendeeSigns(lineId, { first_name: 'Sam', last_name: 'Child' }),
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(dataOf<SendWaiversResponse>(sent).totalWaiversRequired).toBe(0);
    expect(await waiversRequired(kit.db(), kit.clientId, await cartIdOf(who))).toBe(0);

    const other = await kit.boulderingLine(who, 1);
    const cartId = await cartIdOf(who);
    expect(await waiversRequired(kit.db(), kit.clientId, cartId)).toBe(1);
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, other)));
    expect(await waiversRequired(kit.db(), kit.clientId, cartId)).toBe(0);
    expect((await requiredOf(who)).items.map((item) => item.cartItemId)).toEqual([lineId]);
  });

  it('refuses a visitor with 401', async () => {
    const response = await kit.requiredWaivers(kit.visitor());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });
});

describe('sending waivers', () => {
  it('records the exact waiver text, saves new attendees to the customer and answers their ids', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 2);
    const response = await kit.sendWaivers(who, {
      waivers: [
        newAttendeeSigns(lineId, { first_name: 'Robin', last_name: 'Hood', date_of_birth: '2015-05-01' }),
        newAttendeeSigns(lineId, { first_name: 'Marian', last_name: 'Hood', email: 'Marian@Example.com' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const sent = dataOf<SendWaiversResponse>(response);
    expect(sent.sentAttendees).toHaveLength(2);

    const saved = await kit.db().select().from(attendees).where(eq(attendees.userId, who.id));
    expect(
      saved.map((row) => `${row.firstName} ${row.lastName} ${row.dateOfBirth} ${row.email}`).sort(),
    ).toEqual(['Marian Hood null marian@example.com', 'Robin Hood 2015-05-01 null']);
    const [bouldering] = await kit.db().select().from(activities).where(eq(activities.slug, 'bouldering'));
    const waivers = await kit
      .db()
      .select()
      .from(attendeeWaivers)
      .where(eq(attendeeWaivers.cartItemId, lineId));
    expect(waivers.map((row) => row.waiverText)).toEqual([bouldering?.waiverText, bouldering?.waiverText]);
    expect(waivers.map((row) => row.signedName).sort()).toEqual(['Marian Hood', 'Robin Hood']);

    const required = await requiredOf(who);
    expect(required.items[0]?.signed.map((signer) => signer.firstName).sort()).toEqual(['Marian', 'Robin']);
  });

  it('reuses a saved attendee given again by name, and ignores a repeat of the same attendee and line', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 3);
    const body = { waivers: [newAttendeeSigns(lineId, { first_name: 'Ada', last_name: 'Byron' })] };
    const first = dataOf<SendWaiversResponse>(await kit.sendWaivers(who, body));
    const again = await kit.sendWaivers(who, {
      waivers: [newAttendeeSigns(lineId, { first_name: 'ada', last_name: 'BYRON' })],
    });
    expect(again.statusCode).toBe(200);
    expect(dataOf<SendWaiversResponse>(again)).toEqual({
      sentAttendees: first.sentAttendees,
      totalWaiversRequired: 2,
    });
    const rows = await kit.db().select().from(attendeeWaivers).where(eq(attendeeWaivers.cartItemId, lineId));
    expect(rows).toHaveLength(1);
  });

  it('replays an Idempotency-Key repeat and refuses the key with another body', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 2);
    const self = await selfOf(who);
    const headers = { 'idempotency-key': `waivers-${who.id}` };
    const body = { waivers: [signedBy(lineId, self.id)] };
    const first = await kit.sendWaivers(who, body, headers);
    const repeat = await kit.sendWaivers(who, body, headers);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const other = await kit.sendWaivers(
      who,
      { waivers: [newAttendeeSigns(lineId, { first_name: 'Other', last_name: 'Body' })] },
      headers,
    );
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('idempotency_conflict');
  });

  it('refuses more attendees than the line is for, and changes nothing', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 1);
    const response = await kit.sendWaivers(who, {
      waivers: [
        newAttendeeSigns(lineId, { first_name: 'One', last_name: 'Person' }),
        newAttendeeSigns(lineId, { first_name: 'Two', last_name: 'People' }),
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors).toEqual({
      'waivers.1.cart_item_id': ['This booking is for one attendee: no more can sign for it.'],
    });
    expect(await kit.db().select().from(attendees).where(eq(attendees.userId, who.id))).toEqual([]);
    expect(
      await kit.db().select().from(attendeeWaivers).where(eq(attendeeWaivers.cartItemId, lineId)),
    ).toEqual([]);
  });

  it("refuses another customer's line, a line without a waiver and another customer's attendee (422)", async () => {
    const [who, other] = await kit.twoCustomers();
    const theirLine = await kit.boulderingLine(other, 1);
    const theirSelf = await selfOf(other);
    const { lineId: yogaLine } = await kit.yogaLine(who);
    const ownLine = await kit.boulderingLine(who, 1);
    const response = await kit.sendWaivers(who, {
      waivers: [
        newAttendeeSigns(theirLine, { first_name: 'A', last_name: 'B' }),
        newAttendeeSigns(yogaLine, { first_name: 'A', last_name: 'B' }),
        signedBy(ownLine, theirSelf.id),
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      errors: {
        'waivers.0.cart_item_id': ['This item is not in your basket.'],
        'waivers.1.cart_item_id': ['This item does not need a waiver.'],
        'waivers.2.attendee_id': ['Choose one of your attendees.'],
      },
    });
    expect(
      await kit.db().select().from(attendeeWaivers).where(eq(attendeeWaivers.cartItemId, theirLine)),
    ).toEqual([]);
  });

  it('lets only one of two concurrent sends take the last place of a line', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 1);
    const responses = await Promise.all(
      ['First', 'Second'].map((name) =>
        kit.sendWaivers(who, {
          waivers: [newAttendeeSigns(lineId, { first_name: name, last_name: 'Racer' })],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const rows = await kit.db().select().from(attendeeWaivers).where(eq(attendeeWaivers.cartItemId, lineId));
    expect(rows).toHaveLength(1);
  });

  it('validates the body: acceptance, signature, one attendee, a past date of birth', async () => {
    const who = await kit.customer();
    const lineId = await kit.boulderingLine(who, 2);
    const invalid = await kit.sendWaivers(who, {
      waivers: [
        { cart_item_id: lineId, signed_name: ' ', accepted: false, attendee_id: 1 },
        { cart_item_id: lineId, signed_name: 'Someone', accepted: true },
      ],
    });
    expect(invalid.statusCode).toBe(422);
    expect(errorOf(invalid).errors).toMatchObject({
      'waivers.0.signed_name': ['This field is required'],
      'waivers.0.accepted': ['You must agree to the waiver'],
      'waivers.1.attendee_id': ['Choose an attendee or add a new one'],
    });
    const future = await kit.sendWaivers(who, {
      waivers: [
        newAttendeeSigns(lineId, { first_name: 'Not', last_name: 'Born', date_of_birth: '2999-01-01' }),
      ],
    });
    expect(errorOf(future).errors).toEqual({
      'waivers.0.attendee.date_of_birth': ['Date of birth must be in the past'],
    });
  });

  it('refuses a visitor (401) and a call without X-Requested-With (403)', async () => {
    const visitor = kit.visitor();
    const response = await kit.sendWaivers(visitor, { waivers: [signedBy(1, 1)] });
    expect(response.statusCode).toBe(401);
    const who = await kit.customer();
    const forged = await kit.sendWaivers(who, { waivers: [signedBy(1, 1)] }, { 'x-requested-with': '' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('csrf_rejected');
  });
});

describe('staff acting for a customer', () => {
  it("signs on the customer's basket and lists the customer's lines", async () => {
    const desk = await kit.staff();
    const customer = await kit.customer();
    const lineId = await kit.boulderingLine(customer, 1);
    expect((await requiredOf(desk, customer.id)).items.map((item) => item.cartItemId)).toEqual([lineId]);
    const self = await selfOf(desk, customer.id);
    const response = await kit.sendWaivers(desk, {
      waivers: [signedBy(lineId, self.id)],
      selected_user_id: customer.id,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<SendWaiversResponse>(response).totalWaiversRequired).toBe(0);
    const cart = dataOf<Cart>(await kit.getCart(customer));
    expect(cart.items.map((item) => item.id)).toEqual([lineId]);
  });

  it('gives a customer naming someone else 403, and staff naming a non-customer 404', async () => {
    const [who, other] = await kit.twoCustomers();
    expect((await kit.requiredWaivers(who, other.id)).statusCode).toBe(403);
    expect(
      (await kit.sendWaivers(who, { waivers: [signedBy(1, 1)], selected_user_id: other.id })).statusCode,
    ).toBe(403);
    const desk = await kit.staff();
    const colleague = await kit.staff();
    expect((await kit.requiredWaivers(desk, colleague.id)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('publishes the attendee, waiver and question calls', async () => {
    const response = await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/activities/question-waivers'] ?? {})).toEqual(['post']);
    for (const path of [
      '/api/activities/question-waivers/previous-attendees',
      '/api/activities/question-waivers/required',
      '/api/activities/cart/questions',
    ]) {
      expect(Object.keys(document.paths[path] ?? {})).toEqual(['get']);
    }
    for (const path of [
      '/api/activities/cart/{cartId}/questions',
      '/api/activities/{activityId}/questions/answers',
      '/api/activities/occurrences/{id}/questions/answers',
    ]) {
      expect(Object.keys(document.paths[path] ?? {})).toEqual(['post']);
    }
  });
});
