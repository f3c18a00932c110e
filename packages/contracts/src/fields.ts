import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
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

/**
 * A UK number (national or international form) or any international number starting with +.
 * The digits must have a length the country's numbering plan allows, so letters and stray digits
 * are refused while any number a customer can really be called on, Ofcom's drama ranges included,
 * passes (the `min` metadata keeps the web bundles small).
 */
export const isPhoneNumber = (text: string): boolean => isPossiblePhoneNumber(text, 'GB');

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
