import type { UpdateUserDetailsRequest, UserDetails } from '@leisure/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, venues } from '../../db/schema/index.ts';
import { type FieldErrors, validationFailed } from '../../http/errors.ts';
import { accountEmail } from '../auth/account-email.ts';
import { findUserById, isUniqueViolation, type UserWithVenue } from '../auth/auth.repository.ts';
import { type AccountCustomer, todayAt } from './account-customer.ts';

export const detailsMessages = {
  emailTaken: 'This email address is already registered.',
  unknownVenue: 'Choose one of our venues.',
  futureBirthday: 'Your date of birth cannot be in the future.',
} as const;

export function toUserDetails(user: UserWithVenue): UserDetails {
  return {
    reference: user.reference,
    firstName: user.firstName,
    lastName: user.lastName,
    email: accountEmail(user),
    phone: user.phone,
    dateOfBirth: user.dateOfBirth,
    homeVenueSlug: user.homeVenueSlug,
  };
}

const emailTaken = () => validationFailed({ email: [detailsMessages.emailTaken] });

/**
 * `PUT /api/my-account/details`: the customer's names, email, phone, date of birth and home
 * venue. A field left out keeps its value; null clears it. Every field is checked before
 * anything is written, so a refusal changes nothing.
 */
export async function updateUserDetails(
  db: Database,
  customer: AccountCustomer,
  body: UpdateUserDetailsRequest,
): Promise<UserDetails> {
  const { client, user } = customer;
  const email = body.email.trim().toLowerCase();
  const phone = body.phone === undefined ? undefined : body.phone?.trim() || null;
  try {
    await db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      let homeVenueId: number | null | undefined;
      if (body.home_venue_slug === null) homeVenueId = null;
      else if (body.home_venue_slug !== undefined) {
        const [venue] = await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.clientId, client.id), eq(venues.slug, body.home_venue_slug)))
          .limit(1);
        if (venue) homeVenueId = venue.id;
        else errors.home_venue_slug = [detailsMessages.unknownVenue];
      }
      if (body.date_of_birth && body.date_of_birth > todayAt(client)) {
        errors.date_of_birth = [detailsMessages.futureBirthday];
      }
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, client.id), eq(users.email, email), ne(users.id, user.id)))
        .limit(1);
      if (other) errors.email = [detailsMessages.emailTaken];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await tx
        .update(users)
        .set({
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          email,
          ...(phone !== undefined && { phone }),
          ...(body.date_of_birth !== undefined && { dateOfBirth: body.date_of_birth }),
          ...(homeVenueId !== undefined && { homeVenueId }),
        })
        .where(and(eq(users.clientId, client.id), eq(users.id, user.id)));
    });
  } catch (error) {
    // Another account took the email between the check and the update: the unique key decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const updated = await findUserById(db, client.id, user.id);
  if (!updated) throw new Error('the customer went away while their details were saved');
  return toUserDetails(updated);
}
