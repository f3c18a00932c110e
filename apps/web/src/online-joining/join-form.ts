import { ageOn, type MembershipPlan, membershipAgeRefusal } from '@leisure/contracts';
import { z } from 'zod';
import {
  type FormOutput,
  formMessages,
  mustBeTicked,
  pastDate,
  registerFields,
  todayIso,
} from '../lib/form-validation.ts';
import { onFirstUse } from '../lib/lazy-schema.ts';

/** The home centre: one of the listed centres (a select always has one chosen). */
const homeVenue = () =>
  z
    .string({ error: formMessages.required })
    .min(1, { error: formMessages.required })
    .transform(Number)
    .pipe(z.number().int().positive({ error: formMessages.required }));

/** A logged-in customer confirms their home centre and the terms. */
export const customerJoinForm = onFirstUse(() =>
  z.object({ home_venue_id: homeVenue(), terms: mustBeTicked() }),
);
export type CustomerJoinForm = FormOutput<typeof customerJoinForm>;

/**
 * A visitor signs up as they join: the sign-up fields (named as the register call's keys), with
 * a home centre required and a date of birth inside the plan's ages (the server's own rule). Built
 * when the form is first checked.
 */
export const visitorJoinFormFor = (plan: Pick<MembershipPlan, 'name' | 'minAge' | 'maxAge'>) =>
  registerFields().extend({
    home_venue_id: homeVenue(),
    date_of_birth: pastDate().superRefine((dateOfBirth, context) => {
      const refusal = membershipAgeRefusal(plan, ageOn(dateOfBirth, todayIso()));
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    }),
  });
export type VisitorJoinForm = z.output<ReturnType<typeof visitorJoinFormFor>>;
