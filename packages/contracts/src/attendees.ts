import { z } from 'zod';
import { authMessages, NAME_MAX_LENGTH } from './auth.ts';
import { courseQuestionKinds } from './courses.ts';
import { ANSWER_MAX_LENGTH, SIGNED_NAME_MAX_LENGTH, waiverMessages } from './limits.ts';
import { ZonedTime } from './timetable.ts';
import { IsoDate } from './wire.ts';

export { ANSWER_MAX_LENGTH, SIGNED_NAME_MAX_LENGTH, waiverMessages };

const text = (max: number) =>
  z
    .string({ error: waiverMessages.required })
    .trim()
    .min(1, { error: waiverMessages.required })
    .max(max, { error: `Must be ${max} characters or less` });

/** A staff user acting for a customer names them; customers may leave it out (or name themselves). */
const selectedUserQuery = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .describe('Staff only: the customer they act for. A customer naming anyone else gets 403.');
const selectedUserBody = z
  .number()
  .int()
  .positive()
  .nullable()
  .optional()
  .describe('Staff only: the customer they act for. A customer naming anyone else gets 403.');

export const SelectedUserQuery = z.object({ selected_user_id: selectedUserQuery });

/** Someone a customer books for: themself, family or friends. */
export const Attendee = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: IsoDate.nullable(),
    email: z.string().nullable(),
    isSelf: z.boolean().describe('The customer themself (made from their account on first use)'),
  })
  .meta({ id: 'Attendee' });
export type Attendee = z.infer<typeof Attendee>;

export const PreviousAttendeesQuery = z.object({
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Words each found in the first or last name (case-insensitive); empty: everyone'),
  selected_user_id: selectedUserQuery,
});

/** `GET /api/activities/question-waivers/previous-attendees`: the customer first, then most recent first. */
export const PreviousAttendees = z
  .object({ attendees: z.array(Attendee).max(20) })
  .meta({ id: 'PreviousAttendees' });
export type PreviousAttendees = z.infer<typeof PreviousAttendees>;

export const NewAttendee = z.object({
  first_name: text(NAME_MAX_LENGTH),
  last_name: text(NAME_MAX_LENGTH),
  date_of_birth: IsoDate.optional(),
  email: z.email({ error: authMessages.invalidEmail }).max(254).optional(),
});
export type NewAttendee = z.infer<typeof NewAttendee>;

/** One attendee signing the waiver of one basket line: a saved attendee (`attendee_id`) or a new one. */
export const WaiverSignature = z
  .object({
    cart_item_id: z.number().int().positive(),
    attendee_id: z.number().int().positive().optional(),
    attendee: NewAttendee.optional(),
    signed_name: text(SIGNED_NAME_MAX_LENGTH).describe('The full name of who signs (a parent for a child)'),
    accepted: z.literal(true, { error: waiverMessages.accept }),
  })
  .refine((signature) => (signature.attendee_id === undefined) !== (signature.attendee === undefined), {
    error: waiverMessages.chooseAttendee,
    path: ['attendee_id'],
  });
export type WaiverSignature = z.infer<typeof WaiverSignature>;

export const SendWaiversRequest = z
  .object({ waivers: z.array(WaiverSignature).min(1).max(40), selected_user_id: selectedUserBody })
  .meta({ id: 'SendWaiversRequest' });
export type SendWaiversRequest = z.input<typeof SendWaiversRequest>;

export const SendWaiversResponse = z
  .object({
    sentAttendees: z.array(z.number().int()).describe('The attendee ids that signed, new ones included'),
    totalWaiversRequired: z.number().int().nonnegative(),
  })
  .meta({ id: 'SendWaiversResponse' });
export type SendWaiversResponse = z.infer<typeof SendWaiversResponse>;

export const WaiverSigner = z.object({
  attendeeId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A basket line whose activity asks every attendee to sign its waiver. */
export const WaiverLine = z
  .object({
    cartItemId: z.number().int(),
    name: z.string(),
    venueName: z.string(),
    startsAt: ZonedTime,
    quantity: z.number().int().min(1).describe('Attendees: the tickets of a ticket line, else 1'),
    waiverText: z.string(),
    signed: z.array(WaiverSigner),
  })
  .meta({ id: 'WaiverLine' });
export type WaiverLine = z.infer<typeof WaiverLine>;

/** `GET /api/activities/question-waivers/required`. */
export const RequiredWaivers = z
  .object({
    items: z.array(WaiverLine).describe('Live basket lines with a waiver, by start time'),
    totalWaiversRequired: z.number().int().nonnegative(),
  })
  .meta({ id: 'RequiredWaivers' });
export type RequiredWaivers = z.infer<typeof RequiredWaivers>;

const answerText = z.string().trim().max(ANSWER_MAX_LENGTH, { error: waiverMessages.answerTooLong });

export const CartAnswerInput = z.object({
  cart_item_id: z.number().int().positive(),
  question_id: z.number().int().positive(),
  answer: answerText.describe("A select's option, 'yes' or 'no', or text; empty clears an optional answer"),
});

export const CartQuestionsParams = z.object({ cartId: z.coerce.number().int().positive() });

export const CartAnswersRequest = z
  .object({ answers: z.array(CartAnswerInput).min(1).max(100), selected_user_id: selectedUserBody })
  .meta({ id: 'CartAnswersRequest' });
export type CartAnswersRequest = z.input<typeof CartAnswersRequest>;

/** Answers given before the item is added (for an activity, or for one occurrence). */
export const EarlyAnswersRequest = z
  .object({
    answers: z
      .array(z.object({ question_id: z.number().int().positive(), answer: answerText }))
      .min(1)
      .max(50),
    selected_user_id: selectedUserBody,
  })
  .meta({ id: 'EarlyAnswersRequest' });
export type EarlyAnswersRequest = z.input<typeof EarlyAnswersRequest>;

export const ActivityAnswersParams = z.object({ activityId: z.coerce.number().int().positive() });
export const OccurrenceAnswersParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/\D/, { error: 'A non-numeric occurrence id (numeric ids use /{activityId})' }),
});

export const AnsweredQuestion = z
  .object({
    id: z.number().int(),
    source: z.enum(['course', 'activity']),
    question: z.string(),
    kind: z.enum(courseQuestionKinds),
    options: z.array(z.string()),
    isRequired: z.boolean(),
    answer: z.string().nullable().describe('The saved answer, null when none'),
  })
  .meta({ id: 'AnsweredQuestion' });
export type AnsweredQuestion = z.infer<typeof AnsweredQuestion>;

/** The questions of what is (or is about to be) in the basket, with their saved answers. */
export const EarlyAnswers = z.object({ questions: z.array(AnsweredQuestion) }).meta({ id: 'EarlyAnswers' });
export type EarlyAnswers = z.infer<typeof EarlyAnswers>;

export const QuestionLine = z
  .object({
    cartItemId: z.number().int(),
    name: z.string(),
    startsAt: ZonedTime,
    questions: z.array(AnsweredQuestion),
    isComplete: z.boolean().describe('Every required question of the line has an answer'),
  })
  .meta({ id: 'QuestionLine' });

/** `GET /api/activities/cart/questions`: the live lines that ask questions. */
export const CartQuestions = z
  .object({
    cartId: z.number().int().describe('0 for a visitor without a basket'),
    items: z.array(QuestionLine),
    unansweredRequired: z.number().int().nonnegative(),
  })
  .meta({ id: 'CartQuestions' });
export type CartQuestions = z.infer<typeof CartQuestions>;
