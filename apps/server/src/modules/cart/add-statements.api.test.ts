import type { Logger } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  classItem,
  courseItem,
  courseItemForNoOne,
  slotItem,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';

// The client's row is cached for the whole test: on a slow machine a 2-second cache would expire
// between adds, and its re-read is not a statement of the add.
const kit = useBookingKit({ env: { CLIENT_CACHE_SECONDS: '60' } });

/**
 * Every statement the app's database handle runs from now on, as drizzle logs it (transactions
 * included: they are sessions made from the same options). BEGIN and COMMIT are left out: the
 * node-postgres driver sends them as statements, PGlite does not, and every add has one of each.
 */
function statementsOf(db: Database): { seen: string[]; transactions: string[] } {
  const seen: string[] = [];
  const transactions: string[] = [];
  const logger: Logger = {
    logQuery: (query) => {
      if (/^(begin|commit)\b/i.test(query.trim())) transactions.push(query);
      else seen.push(query);
    },
  };
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return { seen, transactions };
}

// The round trips of a successful add of one line: the session (customers), the item with its
// venue (a class: and the viewer's plans; tickets: and the ticket type), ONE call that finds or
// makes the basket, takes the lock, inserts and commits (hold-call.ts: no BEGIN or COMMIT, and the
// lock held for that call only), then the basket's lines with the rest of it in one statement,
// outside the lock. It was 13 (a course) to 19 (a class in a new basket), then 8 to 10 in a
// transaction, then 4 (tickets 5, their type read on its own); a change that adds one here should
// have a reason. A course for someone new saves
// them first, so it still runs in a transaction (with the look-up of the same saved attendee and
// the new attendee's row).
const MOST = { class: 4, slot: 4, ticket: 4, course: 4, courseForSomeoneNew: 10, guestClass: 3 };

describe('a successful add', () => {
  it('issues few statements for each kind, in a new basket and in one with lines', async () => {
    const { seen, transactions } = statementsOf(kit.testApp.app.db);
    const who = await kit.customer();
    const visitor = kit.visitor();
    const counted = async (shopper: typeof who | typeof visitor, item: unknown, inOneCall = true) => {
      seen.length = 0;
      transactions.length = 0;
      const response = await kit.add(shopper, [item]);
      expect(response.statusCode, response.body).toBe(201);
      if (inOneCall) {
        // One statement writes, and it holds the place: the lock lives for that one round trip.
        expect(transactions).toEqual([]);
        expect(seen.filter((query) => /\b(insert|update|delete)\b/i.test(query))).toEqual([]);
        expect(seen.filter((query) => query.includes('leisure_hold_place('))).toHaveLength(1);
      }
      return seen.length;
    };
    // The first call of the app also reads the client (then cached for the process).
    await kit.getCart(kit.visitor());

    expect(await counted(who, classItem(await kit.classWithSpaces(5)))).toBeLessThanOrEqual(MOST.class);
    expect(await counted(who, classItem(await kit.classWithSpaces(5)))).toBeLessThanOrEqual(MOST.class);
    expect(await counted(who, slotItem(await kit.freeSlot()))).toBeLessThanOrEqual(MOST.slot);
    expect(await counted(who, ticketItem(await kit.ticketTimeWithSpaces(5)))).toBeLessThanOrEqual(
      MOST.ticket,
    );
    expect(await counted(who, courseItemForNoOne(await kit.courseWithSpaces(5)))).toBeLessThanOrEqual(
      MOST.course,
    );
    expect(await counted(who, courseItem(await kit.courseWithSpaces(5)), false)).toBeLessThanOrEqual(
      MOST.courseForSomeoneNew,
    );
    expect(await counted(visitor, classItem(await kit.classWithSpaces(5)))).toBeLessThanOrEqual(
      MOST.guestClass,
    );
  });
});
