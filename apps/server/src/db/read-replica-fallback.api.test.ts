import { Timetable, VenueList } from '@leisure/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBookingKit } from '../test/booking-kit.test-kit.ts';
import { testDatabaseKind } from '../test/test-database.test-kit.ts';

/** The test database's URL with a port where nothing listens: a replica that is down. */
const downReplicaOf = (url: string) => {
  const replica = new URL(url);
  replica.port = '1';
  return replica.toString();
};

// A replica needs PostgreSQL; PGlite has none (the pool's logic is covered by replica-pool.test.ts).
describe.skipIf(testDatabaseKind() !== 'postgres')('a read replica that is down', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());
  const kit = useBookingKit({ readDb: { readUrlFor: downReplicaOf } });
  let lesson: Awaited<ReturnType<typeof kit.classWithSpaces>>;
  beforeAll(async () => {
    lesson = await kit.classWithSpaces(2);
  });

  it('leaves the public reads answering from the primary, with one warning', async () => {
    const visitor = kit.visitor();
    expect(VenueList.parse(await kit.read(visitor, '/api/venues')).length).toBeGreaterThan(0);
    const timetable = Timetable.parse(await kit.read(visitor, kit.listingUrl(lesson, 'timetable')));
    expect(timetable.classes.find((item) => item.id === lesson.listingId)?.spacesAvailable).toBe(2);
    expect(await kit.classSpaces(lesson.listingId)).toBe(2);
    const replicaWarnings = warn.mock.calls.filter(([message]) =>
      /read replica unreachable/.test(String(message)),
    );
    expect(replicaWarnings).toHaveLength(1);
  });

  it('leaves booking untouched', async () => {
    const cart = await kit.added(kit.visitor(), [{ id: lesson.listingId, type: 'activity_class' }]);
    expect(cart.items).toHaveLength(1);
  });
});
