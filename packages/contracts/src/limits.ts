import type { ActionStatus } from './timetable.ts';

/**
 * Plain values the contracts share with the apps, in a module that builds no schema: a web page
 * that only needs a limit or a list does not evaluate the schemas beside it (issue 8: the browser's
 * work after the first paint). The modules that use them re-export them, as before.
 */

/** Accessibility facts, stored as data per venue and per activity, and filterable. */
export const accessibilityFeatures = [
  'step_free_access',
  'pool_hoist',
  'changing_places_toilet',
  'hearing_loop',
  'quiet_session',
] as const;

/** The five booking action kinds: listing filters keep these unless the mode shows all actions. */
export const actionableStatuses = [
  'BOOK',
  'CANCEL_RESERVATION',
  'CANCEL_BOOKING',
  'JOIN_WAITLIST',
  'LEAVE_WAITLIST',
] as const satisfies readonly ActionStatus[];

/**
 * Front-of-house staff: a user whose account carries `role: "staff"` (docs/product.md, 'Sessions
 * and cross-site requests'). Customers never are, nor is nobody (a visitor). The one staff check of
 * the server's calls and the apps' screens.
 */
export const isStaff = <U extends { role: string }>(
  user: U | null | undefined,
): user is U & { role: 'staff' } => user?.role === 'staff';

/** One ticket line holds at most this many tickets (add and update refuse more). */
export const MAX_TICKETS_PER_LINE = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * A new password of nothing but whitespace (eight spaces) is refused; spaces among other
 * characters are fine. Only said of a password long enough, so a short one gets one message.
 */
export const isBlankPassword = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && password.trim() === '';

/** The bookings app's basket page claims a hand-off named by this query parameter. */
export const cartHandoffParam = 'handoff';

/** Where the money goes if a place was taken while paying: back to the card, or account credit. */
export const refundTargets = ['card', 'credit'] as const;

/** Form and field messages, fixed word for word (docs/product.md), shared by server and apps. */
export const authMessages = {
  required: 'This field is required',
  passwordTooShort: 'Must be at least 8 characters',
  passwordTooLong: 'Must be 128 characters or less',
  passwordTooCommon: 'This password is too common. Choose a less common one.',
  passwordBlank: 'Must contain something other than spaces',
  invalidEmail: 'Enter a valid email address',
  termsRequired: 'You must accept the terms and conditions',
  invalidCredentials: 'Invalid credentials',
  duplicateEmail: 'An account with this email already exists.',
  resetTokenInvalid: 'This reset link has expired or was already used.',
  resetLinkSent: 'If an account matches, we have sent an email with a link to reset your password.',
  passwordReset: 'Your password has been reset. You can now log in.',
} as const;

/** The longest free-text answer to a booking question. */
export const ANSWER_MAX_LENGTH = 500;
export const SIGNED_NAME_MAX_LENGTH = 120;

/** Words shared by the server's checks and the /attendees page. */
export const waiverMessages = {
  required: authMessages.required,
  accept: 'You must agree to the waiver',
  chooseAttendee: 'Choose an attendee or add a new one',
  dateInFuture: 'Date of birth must be in the past',
  questionsIncomplete: 'Please complete all required questions',
  answerTooLong: `Must be ${ANSWER_MAX_LENGTH} characters or less`,
} as const;
