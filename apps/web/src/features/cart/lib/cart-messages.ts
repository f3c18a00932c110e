import { isApiError } from '../../../lib/api.ts';

/** The basket's toast texts, fixed word for word (docs/product.md, 'Money, time and words'). */
export const cartMessages = {
  added: 'Successfully added item to the basket.',
  removed: 'Successfully removed item from the basket.',
  updated: 'Successfully updated item in the basket.',
  cleared: 'Successfully cleared order.',
  benefitRemoved: 'Successfully removed benefit.',
  packageRemoved: 'Successfully removed package usage.',
  creditApplied: 'Credit successfully applied.',
  creditFailed: 'Credit amount could not be applied.',
  failed: 'Something went wrong, please try again.',
  heldAgain: 'Your place is held again.',
  holdExtended: 'Your hold has been extended.',
} as const;

/** Staff at the desk book for a customer, never for themselves. */
export const staffCartMessages = {
  chooseCustomer: 'Choose the customer you are booking for first.',
} as const;

/** The server's own words when it sent an error body with a message, else `fallback`. */
export function failureMessage(error: unknown, fallback: string = cartMessages.failed): string {
  return isApiError(error) && error.code !== null && error.message ? error.message : fallback;
}
