import type { WaitlistEntry } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { classItem, errorOf, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookWithCredit, spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';
import {
  entryRow,
  fullClassOf,
  joinAsMember,
  joinWaitlist,
  leaveAsMember,
  leaveWaitlist,
} from './waitlist-calls.test-kit.ts';

const kit = useBookingKit();

describe('joining and leaving a waiting list', () => {
  it('joins and leaves by numeric id (v1), and says where the customer is in line', async () => {
    const [who, other] = await kit.twoCustomers();
    const lesson = await fullClassOf(kit, 'v1');
    const first = await joinWaitlist(kit, who, lesson.listingId, { 'idempotency-key': 'join-1' });
    expect(first.statusCode, first.body).toBe(201);
    const entry = dataOf<WaitlistEntry>(first);
    expect(entry).toEqual({
      id: expect.any(Number),
      classOccurrenceId: lesson.id,
      listingId: lesson.listingId,
      status: 'waiting',
      position: 1,
      offerExpiresAt: null,
      message: 'You are on the waiting list: number 1. We will email you if a place comes up.',
    });
    const replay = await joinWaitlist(kit, who, lesson.listingId, { 'idempotency-key': 'join-1' });
    expect(replay.statusCode).toBe(201);
    expect(dataOf(replay)).toEqual(entry);
    const second = dataOf<WaitlistEntry>(await joinWaitlist(kit, other, lesson.listingId));
    expect(second).toMatchObject({ position: 2, message: expect.stringContaining('number 2') });

    const twice = await joinWaitlist(kit, who, lesson.listingId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({
      code: 'conflict',
      message: 'You are already on the waiting list for this class.',
    });
    expect((await leaveWaitlist(kit, other, entry.id)).statusCode).toBe(404);

    const left = await leaveWaitlist(kit, who, entry.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(dataOf<WaitlistEntry>(left)).toMatchObject({
      id: entry.id,
      status: 'left',
      position: null,
      message: 'You have left the waiting list.',
    });
    const again = await leaveWaitlist(kit, who, entry.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You are no longer on the waiting list for this class.');
    // The one behind moves up.
    expect(dataOf<WaitlistEntry>(await joinWaitlist(kit, who, lesson.listingId)).position).toBe(2);
  });

  it('joins and leaves by uid (v2) as a member of the occurrence', async () => {
    const who = await kit.customer();
    const lesson = await fullClassOf(kit, 'v2');
    const added = await joinAsMember(kit, who, lesson.listingId, who.id);
    expect(added.statusCode, added.body).toBe(201);
    const entry = dataOf<WaitlistEntry>(added);
    expect(entry).toMatchObject({ listingId: lesson.uid, classOccurrenceId: lesson.id, position: 1 });
    const left = await leaveAsMember(kit, who, lesson.listingId, who.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(dataOf<WaitlistEntry>(left)).toMatchObject({ id: entry.id, status: 'left' });
    const gone = await leaveAsMember(kit, who, lesson.listingId, who.id);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('You are not on the waiting list for this class.');
  });

  it('answers 422 wrong_api_family when the id belongs to the other family', async () => {
    const who = await kit.customer();
    const v1 = await fullClassOf(kit, 'v1');
    const v2 = await fullClassOf(kit, 'v2');
    const byUid = await joinWaitlist(kit, who, v1.uid);
    expect(byUid.statusCode).toBe(422);
    expect(errorOf(byUid).code).toBe('wrong_api_family');
    const byId = await joinAsMember(kit, who, v2.id, who.id);
    expect(byId.statusCode).toBe(422);
    expect(errorOf(byId).code).toBe('wrong_api_family');
    expect((await joinWaitlist(kit, who, 999_999_999)).statusCode).toBe(404);
  });
});

describe('who may join, and when', () => {
  it('refuses a class with places, one already booked, one started, and visitors', async () => {
    const who = await kit.customer();
    const open = await kit.classWithSpaces(2);
    const withPlaces = await joinWaitlist(kit, who, open.listingId);
    expect(withPlaces.statusCode).toBe(409);
    expect(errorOf(withPlaces)).toMatchObject({
      code: 'conflict',
      message: 'There are places left: book it instead.',
    });
    expect((await joinWaitlist(kit, kit.visitor(), open.listingId)).statusCode).toBe(401);

    const lesson = await spinClassStartingIn(kit, 30);
    await bookWithCredit(kit, who, [classItem(lesson)]);
    const booked = await joinWaitlist(kit, who, lesson.listingId);
    expect(booked.statusCode).toBe(409);
    expect(errorOf(booked).message).toBe('You have already booked this class.');

    const started = await spinClassStartingIn(kit, 30, 0);
    await kit.updateClass(started.id, { startsAt: new Date(Date.now() - 60_000) });
    const late = await joinWaitlist(kit, who, started.listingId);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('This session has already started.');
  });

  it('lets staff add a customer, never a customer add someone else', async () => {
    const [who, other] = await kit.twoCustomers();
    const lesson = await fullClassOf(kit, 'v2');
    expect((await joinAsMember(kit, other, lesson.listingId, who.id)).statusCode).toBe(403);
    const staff = await kit.staff();
    const added = await joinAsMember(kit, staff, lesson.listingId, who.id);
    expect(added.statusCode, added.body).toBe(201);
    expect((await entryRow(kit, dataOf<WaitlistEntry>(added).id)).userId).toBe(who.id);
    const left = await leaveAsMember(kit, staff, lesson.listingId, who.id);
    expect(left.statusCode, left.body).toBe(200);
  });
});
