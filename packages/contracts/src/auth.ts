import { z } from 'zod';
import { EMAIL_MAX_LENGTH, maxLengthMessage, phoneNumber, requiredText } from './fields.ts';
import {
  authMessages,
  isBlankPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.ts';
import { IsoDate } from './wire.ts';

export { isStaff } from './limits.ts';
export { authMessages, isBlankPassword, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * 8-128 characters, not all of them whitespace; the server also refuses common passwords
 * (`authMessages.passwordTooCommon`).
 */
export const Password = z
  .string({ error: authMessages.required })
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong })
  .refine((value) => !isBlankPassword(value), { error: authMessages.passwordBlank });

export const Email = z
  .email({ error: authMessages.invalidEmail })
  .max(EMAIL_MAX_LENGTH, { error: maxLengthMessage(EMAIL_MAX_LENGTH) });

export const UserRole = z.enum(['customer', 'staff']);
export type UserRole = z.infer<typeof UserRole>;

/** The logged-in user: `GET /api/auth/user`. */
export const AuthUser = z
  .object({
    id: z.number().int(),
    reference: z.string().describe('Customer reference, usable as a login username'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: UserRole,
    currencySymbol: z.string(),
    homeVenueSlug: z.string().nullable(),
    membershipUser: z
      .object({ homeVenueId: z.number().int().nullable(), homeVenueSlug: z.string().nullable() })
      .nullable(),
    credit: z.object({
      balance: z.number().int().describe('Pence'),
      formatted: z.string(),
    }),
    hasInstruction: z.boolean(),
    hasBillingDate: z.boolean(),
    hasOutstandingPenalties: z.boolean(),
    hasMembershipArrears: z
      .boolean()
      .describe('A membership renewal is unpaid after its last retry (suspended)'),
    documentExpiry: z
      .object({ documentExpiringSoon: z.boolean(), daysToExpiry: z.number().int().nullable() })
      .nullable(),
    membershipDocumentUploadRequired: z.boolean(),
    profilePhoto: z.string().nullable(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

/** `POST /api/auth/customer/login`: username is the email or the customer reference. */
export const LoginRequest = z
  .object({
    username: requiredText(EMAIL_MAX_LENGTH),
    password: z
      .string({ error: authMessages.required })
      .min(1, { error: authMessages.required })
      .max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The token is for API clients using the Bearer header; the web apps rely on the cookies. */
export const LoginResponse = z.object({ token: z.string(), user: AuthUser }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterSource = z.enum(['bookings', 'my-account', 'online-joining']);
export type RegisterSource = z.infer<typeof RegisterSource>;

/** `POST /api/auth/customer/register?onboarding_type=` (snake_case body). */
export const RegisterRequest = z
  .object({
    client_id: z
      .string({ error: authMessages.required })
      .min(1, { error: authMessages.required })
      .max(120)
      .describe("The client slug; must match the host's client"),
    source: RegisterSource,
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    email: Email,
    password: Password,
    date_of_birth: IsoDate.optional(),
    phone: phoneNumber().optional(),
    home_venue_id: z.number().int().positive().optional(),
    terms: z.literal(true, { error: authMessages.termsRequired }),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export type RegisterRequestInput = z.input<typeof RegisterRequest>;

export const RegisterQuery = z.object({ onboarding_type: z.string().max(60).optional() });
export type RegisterQuery = z.infer<typeof RegisterQuery>;

export const ForgottenPasswordRequest = z
  .object({ email_or_reference: requiredText(EMAIL_MAX_LENGTH) })
  .meta({ id: 'ForgottenPasswordRequest' });
export type ForgottenPasswordRequest = z.infer<typeof ForgottenPasswordRequest>;

export const ResetPasswordRequest = z
  .object({
    token: z.string({ error: authMessages.required }).min(1, { error: authMessages.required }).max(200),
    password: Password,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The answer of forgotten-password and reset-password. */
export const AuthMessage = z.object({ message: z.string() }).meta({ id: 'AuthMessage' });
export type AuthMessage = z.infer<typeof AuthMessage>;

/** `POST /api/auth/session {token}`: exchanges a `token` query parameter for the session cookies. */
export const SessionExchangeRequest = z
  .object({ token: z.string().min(1, { error: authMessages.required }).max(200) })
  .meta({ id: 'SessionExchangeRequest' });
export type SessionExchangeRequest = z.infer<typeof SessionExchangeRequest>;

export const SessionExchangeResponse = z.object({ user: AuthUser }).meta({ id: 'SessionExchangeResponse' });
export type SessionExchangeResponse = z.infer<typeof SessionExchangeResponse>;

export const LogoutResponse = z.object({ loggedOut: z.literal(true) }).meta({ id: 'LogoutResponse' });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** Cookie names (docs/product.md, 'Sessions and cross-site requests'): the HttpOnly session and the readable login flag. */
export const authCookieNames = (clientSlug: string) => ({
  token: `auth_token_${clientSlug}`,
  state: `auth_state_${clientSlug}`,
});
