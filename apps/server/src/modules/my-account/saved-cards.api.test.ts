import type { AuthoriseResponse, SavedCardList } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCards, savedCards } from '../../db/schema/index.ts';
import {
  bookingKit,
  classItem,
  errorOf,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { billing, CARDS, cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';

const kit = useBookingKit();
const { prepared, authorise, answerChallenge, complete } = cardPaymentCallsOf(kit);
const SAVED_CARDS = '/api/my-account/saved-cards';

async function basketWithAClass(who: TestCustomer) {
  await kit.added(who, [classItem(await kit.classWithSpaces(5))]);
}

/** Pays the basket (3-D Secure approved when asked) and books it. */
async function paidAndBooked(who: TestCustomer, authorised: AuthoriseResponse) {
  if (authorised.transactionStatus === 'sca_required') {
    const answered = await answerChallenge(who, authorised, 'approve');
    expect(answered.json()).toMatchObject({ data: { status: 'authorised' } });
  } else {
    expect(authorised.transactionStatus).toBe('authorised');
  }
  expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);
}

/** Pays the basket with a saved card, as the checkout does when the customer picks it. */
async function authoriseWithSaved(who: TestCustomer, savedCardId: number) {
  const session = await prepared(who);
  return kit.post(who, '/api/checkout/authorise', {
    ...billing,
    session_key: session.sessionKey,
    saved_card_id: savedCardId,
  });
}

const listOf = async (who: TestCustomer) => {
  const response = await kit.get(who, SAVED_CARDS);
  expect(response.statusCode).toBe(200);
  return dataOf<SavedCardList>(response).cards;
};

const remove = (who: TestCustomer, id: number, on = kit) =>
  on.call(who, { method: 'DELETE', url: `${SAVED_CARDS}/${id}` });

/** A customer who saved the approving card with a first order; answers the saved card. */
async function customerWithASavedCard() {
  const who = await kit.customer();
  await basketWithAClass(who);
  await paidAndBooked(who, await authorise(who, CARDS.approve, {}, { save_card: true }));
  const [card] = await listOf(who);
  if (!card) throw new Error('no card saved');
  return { who, card };
}

describe('saved cards', () => {
  it('keeps a card saved through 3-D Secure, reuses it (3-D Secure again) and removes it', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const first = await authorise(who, CARDS.challenge, {}, { save_card: true });
    expect(first.transactionStatus).toBe('sca_required');
    await paidAndBooked(who, first);

    const cards = await listOf(who);
    expect(cards).toEqual([
      { id: expect.any(Number), brand: 'visa', last4: '3184', expiryMonth: 12, expiryYear: 2030 },
    ]);
    const card = cards[0];
    if (!card) throw new Error('no card saved');
    const [kept] = await kit.db().select().from(savedCards).where(eq(savedCards.id, card.id));

    await basketWithAClass(who);
    expect((await prepared(who)).savedCards).toEqual([card]);
    const again = await authoriseWithSaved(who, card.id);
    expect(again.statusCode).toBe(200);
    const reused = dataOf<AuthoriseResponse>(again);
    expect(reused.transactionStatus).toBe('sca_required');
    await paidAndBooked(who, reused);

    const removed = await remove(who, card.id);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<SavedCardList>(removed).cards).toEqual([]);
    const [atTheSandbox] = await kit
      .db()
      .select({ reusable: sandboxCards.reusable })
      .from(sandboxCards)
      .where(eq(sandboxCards.id, kept?.providerToken ?? ''));
    expect(atTheSandbox).toEqual({ reusable: 'no' });
    await basketWithAClass(who);
    expect((await prepared(who)).savedCards).toEqual([]);
    const refused = await authoriseWithSaved(who, card.id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).errors).toEqual({ saved_card_id: ['This saved card cannot be used.'] });
  });

  it('saves nothing when the customer did not ask, or when the 3-D Secure check failed', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    await paidAndBooked(who, await authorise(who, CARDS.approve));
    await basketWithAClass(who);
    const failed = await authorise(who, CARDS.challenge, {}, { save_card: true });
    await answerChallenge(who, failed, 'fail');
    expect(await listOf(who)).toEqual([]);
  });

  it("answers 404 for another customer's or another client's card, and changes nothing", async () => {
    const { who, card } = await customerWithASavedCard();
    const other = await kit.customer();
    const riverside = await bookingKit(kit.testApp, 'riverside');
    const elsewhere = await riverside.customer();

    const byOther = await remove(other, card.id);
    expect(byOther.statusCode).toBe(404);
    expect(errorOf(byOther).code).toBe('not_found');
    expect((await remove(elsewhere, card.id, riverside)).statusCode).toBe(404);
    expect(await listOf(other)).toEqual([]);
    await basketWithAClass(other);
    expect((await authoriseWithSaved(other, card.id)).statusCode).toBe(422);

    expect(await listOf(who)).toEqual([card]);
    const [row] = await kit
      .db()
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.clientId, kit.clientId), eq(savedCards.id, card.id)));
    expect(row).toEqual({ id: card.id });
    expect((await remove(who, card.id)).statusCode).toBe(200);
    expect((await remove(who, card.id)).statusCode).toBe(404);
  });

  it('refuses a visitor', async () => {
    expect((await kit.get(kit.visitor(), SAVED_CARDS)).statusCode).toBe(401);
  });
});
