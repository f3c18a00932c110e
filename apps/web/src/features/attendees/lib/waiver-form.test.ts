import type { Attendee, WaiverLine } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type SlotDraft } from './saved-attendees.ts';
import { checkSlots, serverSlotErrors, slotFieldIds, slotsOf } from './waiver-form.ts';

const line = (overrides: Partial<WaiverLine> = {}): WaiverLine => ({
  cartItemId: 5,
  name: 'Bouldering - Adult',
  venueName: 'Leeds Central',
  startsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
  quantity: 3,
  waiverText: 'Climbing is risky.',
  signed: [{ attendeeId: 1, firstName: 'Ada', lastName: 'Lovelace' }],
  ...overrides,
});
const ada: Attendee = {
  id: 2,
  firstName: 'Ada',
  lastName: 'Byron',
  dateOfBirth: null,
  email: null,
  isSelf: false,
};
const signedPrevious = (attendee: Attendee): SlotDraft => ({
  ...emptyDraft,
  previous: attendee,
  accepted: true,
  signedName: 'Ada Lovelace',
});

describe('slotsOf', () => {
  it('offers a place for each attendee not signed yet, numbered after those who signed', () => {
    expect(slotsOf(line())).toEqual([
      { key: '5-0', cartItemId: 5, number: 2 },
      { key: '5-1', cartItemId: 5, number: 3 },
    ]);
    expect(slotsOf(line({ quantity: 1 }))).toEqual([]);
  });
});

describe('checkSlots', () => {
  const [first, second] = slotsOf(line());
  if (!first || !second) throw new Error('slots missing');
  const ids = slotFieldIds(first.key);

  it('builds one signature per place: a previous attendee by id, a new one by name', () => {
    const result = checkSlots([first, second], {
      [first.key]: signedPrevious(ada),
      [second.key]: {
        ...emptyDraft,
        mode: 'new',
        newAttendee: { firstName: ' Sam ', lastName: 'Child', dateOfBirth: '2015-04-01' },
        accepted: true,
        signedName: 'Ada Lovelace',
      },
    });
    expect(result).toEqual({
      errors: {},
      waivers: [
        { cart_item_id: 5, attendee_id: 2, signed_name: 'Ada Lovelace', accepted: true },
        {
          cart_item_id: 5,
          attendee: { first_name: 'Sam', last_name: 'Child', date_of_birth: '2015-04-01' },
          signed_name: 'Ada Lovelace',
          accepted: true,
        },
      ],
    });
  });

  it('says what is missing under each control, and sends nothing', () => {
    const result = checkSlots([first, second], {
      [second.key]: {
        ...emptyDraft,
        mode: 'new',
        newAttendee: { firstName: '', lastName: 'X', dateOfBirth: '2999-01-01' },
      },
    });
    expect(result.waivers).toBeNull();
    const secondIds = slotFieldIds(second.key);
    expect(result.errors).toEqual({
      [ids.previous]: 'Choose an attendee or add a new one',
      [ids.accepted]: 'Required',
      [ids.signedName]: 'This field is required',
      [secondIds.firstName]: 'This field is required',
      [secondIds.dateOfBirth]: 'Date of birth must be in the past',
      [secondIds.accepted]: 'Required',
      [secondIds.signedName]: 'This field is required',
    });
  });

  it('refuses the same attendee twice on one line', () => {
    const result = checkSlots([first, second], {
      [first.key]: signedPrevious(ada),
      [second.key]: signedPrevious(ada),
    });
    expect(result.errors).toEqual({
      [slotFieldIds(second.key).previous]: 'Already signing for this booking',
    });
  });
});

describe('serverSlotErrors', () => {
  it("puts a 422's waivers.{i}.{field} messages under the sent slots' controls", () => {
    const sent = slotsOf(line());
    const [, second] = sent;
    if (!second) throw new Error('slot missing');
    const ids = slotFieldIds(second.key);
    expect(
      serverSlotErrors(sent, {
        'waivers.1.attendee.last_name': ['Must be 100 characters or less'],
        'waivers.1.cart_item_id': ['This item is not in your basket.'],
        'waivers.7.signed_name': ['ignored: no such slot'],
        selected_user_id: ['ignored: not a slot'],
      }),
    ).toEqual({
      [ids.lastName]: 'Must be 100 characters or less',
      [ids.slot]: 'This item is not in your basket.',
    });
  });
});
