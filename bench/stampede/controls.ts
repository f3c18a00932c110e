// The two same-run references of the HTTP drill, both straight on the database:
// - the raw hold SQL: the server's own statements for a class place (holdClassPlace: the advisory
//   lock and the one conditional insert), one transaction per attempt, 64 connections, as
//   bench/cart-stampede.ts measures it;
// - the negative control: the same places sold by a naive check-then-insert (read the places
//   taken, insert a hold when there is room, no lock, no conditional insert) from 64 connections.
//   It must sell more than there are places, or the drill proves nothing.
import { performance } from 'node:perf_hooks';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, DatabaseHandle, Transaction } from '../../apps/server/src/db/client.ts';
import {
  adHocSlots,
  cartItems,
  classOccurrences,
  courses,
  slotBookings,
  ticketTimes,
} from '../../apps/server/src/db/schema/index.ts';
import { holdClassPlace } from '../../apps/server/src/modules/cart/holds.repository.ts';
import { isSlotTaken, liveHeldPlaces } from '../../apps/server/src/modules/timetable/capacity.ts';
import { CONNECTIONS } from './fire.ts';
import type { Target } from './fixtures.ts';

interface Statement {
  text: string;
  values: unknown[];
}

/** The statements the server runs to hold a class place, recorded and rendered by drizzle. */
async function holdStatements(clientId: number, cartId: number, occurrenceId: number): Promise<Statement[]> {
  const recorded: SQL[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      recorded.push(query);
      return { rows: [] };
    },
  };
  await holdClassPlace(recorder as unknown as Transaction, {
    clientId,
    cartId,
    holdMinutes: 120,
    pricePence: 0,
    pricingOptionId: null,
    purchasedForUserId: null,
    options: {},
    occurrenceId,
  });
  const dialect = new PgDialect();
  return recorded.map((query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { text, values: params };
  });
}

type Runner = (statements: Statement[]) => Promise<boolean>;

async function rawRunners(database: DatabaseHandle, url: string | undefined) {
  const runners: Runner[] = [];
  const connections: pg.Client[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    if (url) {
      const connection = new pg.Client({ connectionString: url });
      await connection.connect();
      connections.push(connection);
      runners.push(async (statements) => {
        let held = false;
        await connection.query('begin');
        try {
          for (const { text, values } of statements)
            held = (await connection.query(text, values)).rows.length > 0;
          await connection.query('commit');
        } catch (error) {
          await connection.query('rollback');
          throw error;
        }
        return held;
      });
      continue;
    }
    // PGlite has one connection and runs transactions one at a time: the 64 queue for it.
    const pglite = database.pglite;
    if (!pglite) throw new Error('no PGlite instance');
    runners.push((statements) =>
      pglite.transaction(async (tx) => {
        let held = false;
        for (const { text, values } of statements) held = (await tx.query(text, values)).rows.length > 0;
        return held;
      }),
    );
  }
  return { runners, close: () => Promise.all(connections.map((connection) => connection.end())) };
}

export interface RawRun {
  held: number;
  latencies: number[];
  seconds: number;
}

/**
 * One hold attempt per prepared basket, each in its own transaction, 64 at a time: all on one
 * class (the stampede), or taking the classes in turn (bookings spread over many classes).
 */
export async function rawHolds(input: {
  database: DatabaseHandle;
  url: string | undefined;
  clientId: number;
  cartIds: number[];
  occurrenceIds: number[];
}): Promise<RawRun> {
  const classes = input.occurrenceIds;
  const work = await Promise.all(
    input.cartIds.map((cartId, i) =>
      holdStatements(input.clientId, cartId, classes[i % classes.length] ?? 0),
    ),
  );
  const { runners, close } = await rawRunners(input.database, input.url);
  const run: RawRun = { held: 0, latencies: [], seconds: 0 };
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      runners.map(async (runner) => {
        for (let i = next++; i < work.length; i = next++) {
          const begun = performance.now();
          if (await runner(work[i] ?? [])) run.held += 1;
          run.latencies.push(performance.now() - begun);
        }
      }),
    );
  } finally {
    await close();
  }
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

const capacityRows = {
  class: { table: classOccurrences, held: () => liveHeldPlaces('class_occurrences') },
  course: { table: courses, held: () => liveHeldPlaces('courses') },
  ticket: { table: ticketTimes, held: () => liveHeldPlaces('ticket_times') },
} as const;

/** One unprotected attempt: read what is taken, then insert a hold if there seemed to be room. */
async function naiveAttempt(
  db: Database,
  clientId: number,
  cartId: number,
  target: Target,
): Promise<boolean> {
  const holdExpiresAt = new Date(Date.now() + 120 * 60_000);
  if (target.kind === 'slot') {
    const [slot] = await db
      .select({ taken: isSlotTaken() })
      .from(adHocSlots)
      .where(and(eq(adHocSlots.clientId, clientId), eq(adHocSlots.id, target.id)));
    if (!slot || slot.taken) return false;
    await db
      .insert(slotBookings)
      .values({ clientId, slotId: target.id, status: 'held', expiresAt: holdExpiresAt });
    return true;
  }
  const { table, held } = capacityRows[target.kind];
  const [row] = await db
    .select({ capacity: table.capacity, booked: table.bookedCount, held: held() })
    .from(table)
    .where(and(eq(table.clientId, clientId), eq(table.id, target.id)));
  if (!row || row.booked + row.held >= row.capacity) return false;
  const common = { clientId, cartId, pricePence: 0, holdExpiresAt };
  const line =
    target.kind === 'class'
      ? { ...common, type: 'activity_class' as const, classOccurrenceId: target.id }
      : target.kind === 'course'
        ? { ...common, type: 'course' as const, courseId: target.id }
        : {
            ...common,
            type: 'ticket_time' as const,
            ticketTimeId: target.id,
            ticketTypeId: target.ticketTypeId,
          };
  await db.insert(cartItems).values(line);
  return true;
}

/**
 * The negative control: `attempts` naive check-then-inserts at the target from 64 concurrent
 * workers (on PostgreSQL, a pool of 64 connections). A slot is protected by the database itself
 * (the partial unique index `slot_bookings_one_active_key`, decision 10): its control needs that
 * index dropped from the scratch database first (`dropSlotIndex`). Answers the places sold.
 */
export async function naiveSales(input: {
  db: Database;
  clientId: number;
  cartIds: number[];
  target: Target;
  attempts: number;
}): Promise<number> {
  let sold = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < input.attempts; i = next++) {
        const cartId = input.cartIds[i % input.cartIds.length] ?? 0;
        if (await naiveAttempt(input.db, input.clientId, cartId, input.target)) sold += 1;
      }
    }),
  );
  return sold;
}

/** Switches the slot's protection off, in the scratch database only. */
export async function dropSlotIndex(db: Database): Promise<void> {
  await db.execute(sql`drop index if exists slot_bookings_one_active_key`);
}
