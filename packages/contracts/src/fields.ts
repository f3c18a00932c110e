import { z } from 'zod';
import { authMessages } from './limits.ts';

/**
 * Field rules shared by the server's request schemas and the apps' forms, so a form refuses what
 * the server would, in the same words. Made by functions: a page builds one only when a form is
 * first checked (decision 27).
 */

/** The longest email address, as the sign-up and details forms and calls take it. */
export const EMAIL_MAX_LENGTH = 254;
/** The longest phone number. */
export const PHONE_MAX_LENGTH = 30;

export const maxLengthMessage = (max: number) => `Must be ${max} characters or less`;

/** A text field that must be filled in (spaces alone do not count), at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: authMessages.required })
    .trim()
    .min(1, { error: authMessages.required })
    .max(max, { error: maxLengthMessage(max) });

export const invalidPhoneMessage = 'Enter a UK phone number, or an international one starting with +';

type PhoneCheck = (text: string) => boolean;
let numberingPlans: PhoneCheck | undefined;

/**
 * Loads the world's numbering plans (libphonenumber-js, its `min` metadata) for `isPhoneNumber`:
 * about 30 KB, so the web loads them beside a form with a phone field rather than in its pages'
 * bundles, and the server before it listens. Safe to call again.
 */
export async function loadPhoneRules(): Promise<void> {
  if (numberingPlans) return;
  const { isPossiblePhoneNumber } = await import('libphonenumber-js/min');
  numberingPlans = (text) => isPossiblePhoneNumber(text, 'GB');
}

/** Digits with the usual separators, an optional leading +, 7-15 digits (E.164's longest). */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const looksLikePhoneNumber = (text: string) => {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(text) && digits >= 7 && digits <= 15;
};

/**
 * A UK number (national or international form) or any international number starting with +, its
 * digits of a length the country's numbering plan allows: letters and stray digits are refused,
 * while any number a customer can be called on, Ofcom's drama ranges included, passes. Until
 * `loadPhoneRules` has finished, only the shape is checked (the server always has the plans).
 */
export const isPhoneNumber = (text: string): boolean =>
  numberingPlans ? numberingPlans(text) : looksLikePhoneNumber(text);

/**
 * A phone number as typed (trimmed), at most `PHONE_MAX_LENGTH` characters, that `isPhoneNumber`
 * accepts; empty means none was given. Callers say if it is optional.
 */
export const phoneNumber = () =>
  z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, { error: maxLengthMessage(PHONE_MAX_LENGTH) })
    .refine((text) => text === '' || isPhoneNumber(text), { error: invalidPhoneMessage });
