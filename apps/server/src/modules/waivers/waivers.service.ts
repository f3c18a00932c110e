import type { RequiredWaivers, SendWaiversResponse, WaiverLine, WaiverSignature } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { attendeeWaivers } from '../../db/schema/index.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { validationFailed } from '../../http/errors.ts';
import { listCartLines, lockCart } from '../cart/cart.repository.ts';
import { toCartItem } from '../cart/cart-item.ts';
import { dayOf } from '../timetable/calendar.ts';
import type { ActingCustomer } from './acting-customer.ts';
import { attendeesOfUser, savedAttendeeFor } from './attendees.repository.ts';
import {
  attendeesOfLine,
  type BasketLine,
  basketLines,
  openCartIdOf,
  signersOf,
  waiversRequired,
} from './basket-lines.repository.ts';

/** The live lines of the customer's basket that ask for waivers, with who has signed. */
export async function requiredWaivers(db: Database, acting: ActingCustomer): Promise<RequiredWaivers> {
  const { client, customer } = acting;
  const cartId = await openCartIdOf(db, client.id, customer.id);
  if (cartId === undefined) return { items: [], totalWaiversRequired: 0 };
  const waiverLines = (await basketLines(db, client.id, cartId)).filter(
    (line) => line.isLive && line.waiverText,
  );
  const texts = new Map(waiverLines.map((line) => [line.id, line.waiverText ?? '']));
  const shown = (await listCartLines(db, client.id, cartId))
    .filter((line) => texts.has(line.id))
    .map((line) => toCartItem(line, client))
    .sort((a, b) => a.sortBy.localeCompare(b.sortBy) || a.id - b.id);
  const signers = await signersOf(db, client.id, [...texts.keys()]);
  const items: WaiverLine[] = shown.map((item) => ({
    cartItemId: item.id,
    name: item.name,
    venueName: item.venueName,
    startsAt: item.startsAt,
    quantity: attendeesOfLine(item),
    waiverText: texts.get(item.id) ?? '',
    signed: signers.get(item.id) ?? [],
  }));
  return { items, totalWaiversRequired: await waiversRequired(db, client.id, cartId) };
}

class Problems {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    this.errors[field] = [...(this.errors[field] ?? []), message];
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}

function checkLines(signatures: WaiverSignature[], lines: Map<number, BasketLine>, problems: Problems) {
  signatures.forEach((signature, index) => {
    const line = lines.get(signature.cart_item_id);
    const field = `waivers.${index}.cart_item_id`;
    if (!line) problems.add(field, 'This item is not in your basket.');
    else if (!line.isLive) problems.add(field, 'The hold on this item has expired.');
    else if (!line.waiverText) problems.add(field, 'This item does not need a waiver.');
  });
}

async function checkAttendees(
  tx: Transaction,
  acting: ActingCustomer,
  signatures: WaiverSignature[],
  problems: Problems,
) {
  const today = dayOf(new Date(), acting.client.timezone);
  const ids = signatures.flatMap((signature) => signature.attendee_id ?? []);
  const own = new Set(
    (await attendeesOfUser(tx, acting.client.id, acting.customer.id, ids)).map((row) => row.id),
  );
  signatures.forEach((signature, index) => {
    if (signature.attendee_id !== undefined && !own.has(signature.attendee_id)) {
      problems.add(`waivers.${index}.attendee_id`, 'Choose one of your attendees.');
    }
    const born = signature.attendee?.date_of_birth;
    if (born !== undefined && born >= today) {
      problems.add(`waivers.${index}.attendee.date_of_birth`, 'Date of birth must be in the past');
    }
  });
}

/** The attendee id of each signature: a saved one, or the new attendee saved to the customer's list. */
async function resolveAttendees(tx: Transaction, acting: ActingCustomer, signatures: WaiverSignature[]) {
  const owner = { clientId: acting.client.id, userId: acting.customer.id };
  const resolved: number[] = [];
  for (const signature of signatures) {
    resolved.push(
      signature.attendee_id ?? (await savedAttendeeFor(tx, owner, signature.attendee ?? never())),
    );
  }
  return resolved;
}

const never = (): never => {
  throw new Error('a signature names neither a saved nor a new attendee');
};

interface WaiverPlan {
  clientId: number;
  signatures: WaiverSignature[];
  attendeeIds: number[];
  lines: Map<number, BasketLine>;
  signers: Awaited<ReturnType<typeof signersOf>>;
}

/** The waivers to record: one per line and attendee not signed yet, never more than the line is for. */
function planWaivers(plan: WaiverPlan, problems: Problems) {
  const signing = new Map<number, Set<number>>();
  const rows: (typeof attendeeWaivers.$inferInsert)[] = [];
  plan.signatures.forEach((signature, index) => {
    const line = plan.lines.get(signature.cart_item_id);
    const attendeeId = plan.attendeeIds[index];
    if (!line || attendeeId === undefined) return;
    const signed =
      signing.get(line.id) ?? new Set((plan.signers.get(line.id) ?? []).map((signer) => signer.attendeeId));
    signing.set(line.id, signed);
    if (signed.has(attendeeId)) return;
    const places = attendeesOfLine(line);
    if (signed.size >= places) {
      const people = places === 1 ? 'one attendee' : `${places} attendees`;
      problems.add(
        `waivers.${index}.cart_item_id`,
        `This booking is for ${people}: no more can sign for it.`,
      );
      return;
    }
    signed.add(attendeeId);
    rows.push({
      clientId: plan.clientId,
      cartItemId: line.id,
      attendeeId,
      signedName: signature.signed_name,
      waiverText: line.waiverText ?? '',
    });
  });
  return rows;
}

/**
 * Records the waivers: checks every line and attendee (422 with the fields), saves new attendees,
 * refuses more attendees than a line is for, and signs each line once per attendee (a repeat
 * changes nothing). The basket row's lock makes concurrent sends take turns.
 */
export function sendWaiversWork(acting: ActingCustomer, signatures: WaiverSignature[]) {
  return async (tx: Transaction): Promise<SendWaiversResponse> => {
    const clientId = acting.client.id;
    const cartId = await openCartIdOf(tx, clientId, acting.customer.id);
    if (cartId !== undefined) await lockCart(tx, clientId, cartId);
    const lines = new Map(
      (cartId === undefined ? [] : await basketLines(tx, clientId, cartId)).map((line) => [line.id, line]),
    );
    const problems = new Problems();
    checkLines(signatures, lines, problems);
    await checkAttendees(tx, acting, signatures, problems);
    problems.throwIfAny();

    const attendeeIds = await resolveAttendees(tx, acting, signatures);
    const signers = await signersOf(tx, clientId, [...lines.keys()]);
    const rows = planWaivers({ clientId, signatures, attendeeIds, lines, signers }, problems);
    problems.throwIfAny();
    if (rows.length > 0) await tx.insert(attendeeWaivers).values(rows).onConflictDoNothing();
    return {
      sentAttendees: [...new Set(attendeeIds)],
      totalWaiversRequired: cartId === undefined ? 0 : await waiversRequired(tx, clientId, cartId),
    };
  };
}
