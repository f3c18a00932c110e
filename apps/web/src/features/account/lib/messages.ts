import { isApiError } from '../../../lib/api.ts';

/** The account area's own words. */
export const accountMessages = {
  detailsSaved: 'Your details have been saved.',
  somethingWentWrong: 'Something went wrong, please try again.',
  linkCopied: 'Calendar link copied.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  feedCreated: 'Your calendar link is ready.',
  feedRevoked: 'Your calendar link no longer works.',
  cardRemoved: 'Your card has been removed.',
} as const;

/** The server's message when it sent an error body, else 'Something went wrong, please try again.' */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.code !== null && error.message !== ''
    ? error.message
    : accountMessages.somethingWentWrong;
}
