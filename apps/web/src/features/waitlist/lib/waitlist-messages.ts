import { toastDurations } from '../../../ui/toast/index.ts';

/** The waiting list's toast texts, word for word. */
export const waitlistMessages = {
  joined: 'Successfully joined the waitlist.',
  left: 'Successfully removed from the waitlist.',
} as const;

/** Waiting list notifications close by themselves after this long. */
export const waitlistToastDuration = toastDurations.medium;
