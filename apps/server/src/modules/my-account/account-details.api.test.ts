import { invalidPhoneMessage, type UserDetails } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { dayFromNow } from './account.test-kit.ts';

const kit = useBookingKit();
const DETAILS = '/api/my-account/details';

const put = (who: TestCustomer, payload: Record<string, unknown>, query = '') =>
  kit.call(who, { method: 'PUT', url: `${DETAILS}${query}`, payload });
const detailsOf = async (who: TestCustomer) => dataOf<UserDetails>(await kit.get(who, DETAILS));

describe('the customer details', () => {
  it('shows and changes them, keeping what is left out and clearing what is null', async () => {
    const who = await kit.customer();
    const before = await detailsOf(who);
    expect(before).toMatchObject({
      firstName: 'Test',
      email: who.email,
      phone: null,
      dateOfBirth: null,
      homeVenueSlug: null,
    });
    const changed = await put(who, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      email: `ADA-${who.id}@Example.com`,
      phone: ' 01234 567890 ',
      date_of_birth: '1990-12-10',
      home_venue_slug: 'york',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = {
      reference: before.reference,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${who.id}@example.com`,
      phone: '01234 567890',
      dateOfBirth: '1990-12-10',
      homeVenueSlug: 'york',
    };
    expect(dataOf<UserDetails>(changed)).toEqual(expected);
    expect(await detailsOf(who)).toEqual(expected);

    const kept = await put(who, { first_name: 'Ada', last_name: 'King', email: expected.email });
    expect(dataOf<UserDetails>(kept)).toEqual({ ...expected, lastName: 'King' });
    const cleared = await put(who, {
      first_name: 'Ada',
      last_name: 'King',
      email: expected.email,
      phone: null,
      date_of_birth: null,
      home_venue_slug: null,
    });
    expect(dataOf<UserDetails>(cleared)).toMatchObject({
      phone: null,
      dateOfBirth: null,
      homeVenueSlug: null,
    });
  });

  it('refuses an email another account has, an unknown venue and a future birthday, changing nothing', async () => {
    const [who, other] = await kit.twoCustomers();
    const before = await detailsOf(who);
    const taken = await put(who, { first_name: 'New', last_name: 'Name', email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(errorOf(taken)).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['This email address is already registered.'] },
    });
    const venue = await put(who, {
      first_name: 'New',
      last_name: 'Name',
      email: who.email,
      home_venue_slug: 'atlantis',
      date_of_birth: dayFromNow(2),
    });
    expect(venue.statusCode).toBe(422);
    expect(Object.keys(errorOf(venue).errors).sort()).toEqual(['date_of_birth', 'home_venue_slug']);
    expect(await detailsOf(who)).toEqual(before);
    // Its own email, in any case, is not taken.
    const own = await put(who, { first_name: 'Test', last_name: 'Again', email: who.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it("answers the contract's error shape for a malformed body", async () => {
    const who = await kit.customer();
    const bad = await put(who, { first_name: ' ', last_name: 'x'.repeat(61), email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad)).toMatchObject({ code: 'validation_failed', message: 'The given data was invalid.' });
    expect(Object.keys(errorOf(bad).errors).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('refuses a phone number that is not a UK or international one, keeping the one stored', async () => {
    const who = await kit.customer();
    const saved = await put(who, {
      first_name: 'Test',
      last_name: 'Phone',
      email: who.email,
      phone: '+44 113 496 0123',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const phone of ['abc', '12345', '07700 90012a']) {
      const bad = await put(who, { first_name: 'Test', last_name: 'Phone', email: who.email, phone });
      expect(bad.statusCode).toBe(422);
      expect(errorOf(bad).errors).toEqual({ phone: [invalidPhoneMessage] });
    }
    expect((await detailsOf(who)).phone).toBe('+44 113 496 0123');
  });

  it("lets staff change a customer's details", async () => {
    const [staff, customer] = [await kit.staff(), await kit.customer()];
    const changed = await put(
      staff,
      { first_name: 'Changed', last_name: 'By desk', email: customer.email },
      `?selected_user_id=${customer.id}`,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await detailsOf(customer)).firstName).toBe('Changed');
    expect((await detailsOf(staff)).firstName).toBe('Test');
  });
});
