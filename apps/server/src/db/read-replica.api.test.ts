import { Timetable } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classItem, errorOf, type Shopper, useBookingKit } from '../test/booking-kit.test-kit.ts';
import { testDatabaseKind } from '../test/test-database.test-kit.ts';
import { rowsOf } from './client.ts';

/**
 * On a real streaming replica of DATABASE_URL's cluster (`scripts/read-replica.sh`), named by
 * TEST_DATABASE_READ_URL (or DATABASE_READ_URL); skipped without one. The replica holds every
 * database of its primary, so the test database's replica is the same name on the replica's host.
 */
const replicaBase = process.env.TEST_DATABASE_READ_URL ?? process.env.DATABASE_READ_URL;
const onReplica = (url: string, database: string) => {
  const replica = new URL(url);
  replica.pathname = `/${database}`;
  return replica.toString();
};

describe.skipIf(testDatabaseKind() !== 'postgres' || !replicaBase)('a streaming read replica', () => {
  const base = replicaBase ?? '';
  const kit = useBookingKit({
    readDb: { readUrlFor: (url) => onReplica(base, new URL(url).pathname.slice(1)) },
  });
  /** A direct connection to the test database on the replica: pausing replay, reading its position. */
  let replica: pg.Client;

  const primaryLsn = async () =>
    (await rowsOf<{ lsn: string }>(kit.db(), sql`select pg_current_wal_lsn()::text as lsn`))[0]?.lsn;

  /** Waits until the replica has replayed everything the primary has written; answers how long that took. */
  async function caughtUp(on: pg.Client = replica): Promise<number> {
    const target = await primaryLsn();
    const started = performance.now();
    for (;;) {
      const { rows } = await on.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [target],
      );
      if (rows[0]?.done) return performance.now() - started;
      if (performance.now() - started > 15_000) throw new Error('the replica did not catch up within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Runs `work` with the replica's replay paused: it keeps showing what it had, whatever the primary does. */
  async function whileReplayPaused(work: () => Promise<void>) {
    await replica.query('select pg_wal_replay_pause()');
    try {
      await work();
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
  }

  beforeAll(async () => {
    // A replica of this primary, not some other server: same system identifier, in recovery.
    const admin = new pg.Client({ connectionString: onReplica(base, 'postgres') });
    await admin.connect();
    try {
      const [theirs] = (
        await admin.query<{ id: string; isStandby: boolean }>(
          'select system_identifier::text as id, pg_is_in_recovery() as "isStandby" from pg_control_system()',
        )
      ).rows;
      const [ours] = await rowsOf<{ id: string }>(
        kit.db(),
        sql`select system_identifier::text as id from pg_control_system()`,
      );
      expect(theirs?.isStandby, 'the read URL is not a standby').toBe(true);
      expect(theirs?.id, 'the read URL is not a replica of DATABASE_URL').toBe(ours?.id);
      // The test database was just made on the primary: wait for it to exist on the replica.
      await caughtUp(admin);
    } finally {
      await admin.end();
    }
    replica = new pg.Client({ connectionString: onReplica(base, kit.testApp.database.name ?? '') });
    await replica.connect();
  });

  afterAll(async () => {
    // Never leave the replica paused, whatever failed.
    await replica?.query('select pg_wal_replay_resume()').catch(() => {});
    await replica?.end();
  });

  const spacesShown = async (who: Shopper, id: number | string) =>
    (await kit.read<{ class: { spacesAvailable: number } }>(who, `/api/activities/${id}`)).class
      .spacesAvailable;

  it("serves a visitor's timetable from the replica once it has caught up, and a customer's from the primary", async () => {
    const lesson = await kit.classWithSpaces(4);
    expect(await caughtUp()).toBeLessThan(5_000);
    await whileReplayPaused(async () => {
      await kit.updateClass(lesson.id, { capacity: lesson.bookedCount + 2 });
      const visitorSees = Timetable.parse(await kit.read(kit.visitor(), kit.listingUrl(lesson, 'timetable')));
      // 4: the replica's, which has not replayed the change to 2.
      expect(visitorSees.classes.find((item) => item.id === lesson.listingId)?.spacesAvailable).toBe(4);
      const customerSees = Timetable.parse(
        await kit.read(await kit.customer(), kit.listingUrl(lesson, 'timetable')),
      );
      expect(customerSees.classes.find((item) => item.id === lesson.listingId)?.spacesAvailable).toBe(2);
    });
    await caughtUp();
    expect(await spacesShown(kit.visitor(), lesson.listingId)).toBe(2);
  });

  it('decides the last place on the primary while the replica still shows it free', async () => {
    const last = await kit.classWithSpaces(1);
    await caughtUp();
    await whileReplayPaused(async () => {
      const first = await kit.add(await kit.customer(), [classItem(last)]);
      expect(first.statusCode, first.body).toBe(201);
      // The replica has not replayed the hold: visitors are still shown the place.
      expect(await spacesShown(kit.visitor(), last.listingId)).toBe(1);
      for (const who of [await kit.customer(), kit.visitor()]) {
        const second = await kit.add(who, [classItem(last)]);
        expect(second.statusCode, second.body).toBe(409);
        expect(errorOf(second).code).toBe('place_unavailable');
      }
    });
    await caughtUp();
    expect(await spacesShown(kit.visitor(), last.listingId)).toBe(0);
  });
});
