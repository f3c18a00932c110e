import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { ANONYMOUS } from './action-to-show.ts';
import { dayOf, dayRange } from './calendar.ts';
import { activityDates } from './timetable.service.ts';
import { resolveActivity } from './timetable-context.ts';

const kit = useBookingKit();

/** The fitness classes at Leeds Central, as the dates call sees them at `now`. */
const contextAt = (now: Date) =>
  resolveActivity(kit.db(), {
    client: kit.client,
    venue: 'leeds-central',
    activity: 'fitness-classes',
    viewer: ANONYMOUS,
    now,
  });

/** When the last class of tomorrow (in the client's zone) starts. */
async function lastStartOfTomorrow() {
  const zone = kit.client.timezone;
  const context = await contextAt(new Date());
  const tomorrow = dayOf(new Date(Date.now() + 24 * 60 * 60_000), zone);
  const { from, to } = dayRange(tomorrow, zone);
  const [row] = await rowsOf<{ last: string | null }>(
    kit.db(),
    sql`select max(starts_at) as last from class_occurrences
      where client_id = ${kit.clientId} and venue_id = ${context.venue.id} and status = 'scheduled'
        and activity_id in (${sql.join(context.activityIds, sql`, `)})
        and starts_at >= ${from.toISOString()} and starts_at < ${to.toISOString()}`,
  );
  if (!row?.last) throw new Error('the demo data has no class tomorrow');
  return { day: tomorrow, last: new Date(row.last) };
}

describe('the first day of a timetable, late in the day', () => {
  it('says today has nothing left once its last session has started, and which later days have', async () => {
    const { day, last } = await lastStartOfTomorrow();
    const before = await activityDates(kit.db(), await contextAt(new Date(last.getTime() - 60_000)));
    expect(before[0]).toMatchObject({ raw: day, isToday: true, hasSessions: true });

    const after = await activityDates(kit.db(), await contextAt(new Date(last.getTime() + 60_000)));
    expect(after[0]).toMatchObject({ raw: day, isToday: true, hasSessions: false });
    expect(after.slice(1).some((date) => date.hasSessions)).toBe(true);
  });
});
