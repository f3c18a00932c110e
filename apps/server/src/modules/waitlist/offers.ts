import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  cartItems,
  classOccurrences,
  outbox,
  users,
  venues,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { accountEmail } from '../auth/account-email.ts';
import { openCartOf } from '../cart/cart.repository.ts';
import { holdClassPlace } from '../cart/holds.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { applyAllowances } from '../memberships/allowances.ts';
import { offerMail } from './offer-mail.ts';
import { offerWindowMinutes } from './offer-window.ts';

/** What offering a place needs besides the transaction: the mailer and where the basket is. */
export interface OfferSender {
  mailer: Mailer;
  /** The client's bookings app, ending in '/': the offer mail links to its basket page. */
  bookingsUrl: (client: ClientRow) => string;
}

/** An offer sender collecting the mails its transaction records, to deliver once it commits. */
export interface OfferContext extends OfferSender {
  mails: OutboxRow[];
}

type OfferedClass = NonNullable<Awaited<ReturnType<typeof classToOffer>>>;

async function classToOffer(tx: Transaction, clientId: number, classId: number) {
  const [row] = await tx
    .select({
      name: classOccurrences.name,
      startsAt: classOccurrences.startsAt,
      status: classOccurrences.status,
      pricePence: classOccurrences.pricePence,
      venueName: venues.name,
    })
    .from(classOccurrences)
    .innerJoin(
      venues,
      and(eq(venues.clientId, classOccurrences.clientId), eq(venues.id, classOccurrences.venueId)),
    )
    .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, classId)))
    .limit(1);
  return row;
}

/** The first in line, locked; one locked by another transaction is skipped, never waited for. */
async function firstWaiting(tx: Transaction, clientId: number, classId: number) {
  const [row] = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.clientId, clientId),
        eq(waitlistEntries.classOccurrenceId, classId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

async function mailOffer(
  tx: Transaction,
  context: OfferContext,
  input: { client: ClientRow; userId: number; lesson: OfferedClass; offerExpiresAt: Date },
) {
  const { client } = input;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, client.id), eq(users.id, input.userId)))
    .limit(1);
  if (!user) return;
  const mail = offerMail({
    client,
    firstName: user.firstName,
    className: input.lesson.name,
    venueName: input.lesson.venueName,
    startsAt: input.lesson.startsAt,
    offerExpiresAt: input.offerExpiresAt,
    basketUrl: `${context.bookingsUrl(client)}basket`,
  });
  context.mails.push(
    await context.mailer.enqueue(tx, {
      clientId: client.id,
      to: accountEmail({ id: input.userId, email: user.email }),
      ...mail,
    }),
  );
}

/**
 * Offers every free place of a class to the first in line, one by one, in the caller's
 * transaction and under the class lock the caller took (`passOnForClass`). Each offer is a hold
 * in the customer's open basket, placed by the basket's own conditional insert, so an offer
 * only ever takes a place that is free: two processes can never offer one place twice. The
 * hold lasts as long as the offer (`offerWindowMinutes`), and a membership benefit or package
 * pays for it as it would for an add. Answers how many places were offered.
 */
export async function offerFreePlaces(
  tx: Transaction,
  context: OfferContext,
  input: { client: ClientRow; classId: number; now: Date },
): Promise<number> {
  const { client, classId, now } = input;
  const lesson = await classToOffer(tx, client.id, classId);
  if (lesson?.status !== 'scheduled' || lesson.startsAt.getTime() <= now.getTime()) return 0;
  let offered = 0;
  for (;;) {
    const next = await firstWaiting(tx, client.id, classId);
    if (!next) return offered;
    const cart = await openCartOf(tx, client.id, next.userId);
    const lineId = await holdClassPlace(tx, {
      clientId: client.id,
      cartId: cart.id,
      holdMinutes: offerWindowMinutes(lesson.startsAt, now),
      pricePence: lesson.pricePence,
      pricingOptionId: null,
      purchasedForUserId: null,
      options: {},
      occurrenceId: classId,
    });
    if (lineId === undefined) return offered;
    await applyAllowances(tx, {
      clientId: client.id,
      cartId: cart.id,
      userId: next.userId,
      zone: client.timezone,
      lineIds: [lineId],
    });
    // The offer ends exactly when its hold does: copied from the line, not recomputed.
    const [entry] = await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredAt: sql`now()`,
        offerExpiresAt: sql`(select ${cartItems.holdExpiresAt} from ${cartItems}
          where ${cartItems.clientId} = ${client.id} and ${cartItems.id} = ${lineId})`,
        cartItemId: lineId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(waitlistEntries.clientId, client.id), eq(waitlistEntries.id, next.id)))
      .returning({ offerExpiresAt: waitlistEntries.offerExpiresAt });
    if (!entry?.offerExpiresAt) throw new Error(`offered line ${lineId} is missing`);
    await mailOffer(tx, context, {
      client,
      userId: next.userId,
      lesson,
      offerExpiresAt: entry.offerExpiresAt,
    });
    offered += 1;
  }
}

/**
 * Sends offer mails recorded by a transaction that has finished: only those that were
 * committed (a transaction rolled back, e.g. by an idempotent twin, recorded nothing).
 */
export async function deliverCommitted(db: Database, mailer: Mailer, mails: readonly OutboxRow[]) {
  if (mails.length === 0) return;
  const committed = await db
    .select({ clientId: outbox.clientId, id: outbox.id })
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        mails.map((mail) => mail.id),
      ),
    );
  const known = new Set(committed.map((row) => `${row.clientId}:${row.id}`));
  for (const mail of mails) if (known.has(`${mail.clientId}:${mail.id}`)) mailer.deliver(db, mail);
}
