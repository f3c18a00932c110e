import { AppError } from '../../http/errors.ts';

/** Why a paid basket could not become an order; the card payment is then given back. */
export class FulfilmentRefused extends AppError {}

export const placeGone = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'hold_expired',
    message: 'Sorry, a place in your basket was taken after its hold ran out.',
  });

export const basketChanged = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'conflict',
    message: 'Your basket has changed since you started paying. Please check it and try again.',
  });

export const allowanceGone = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'allowance_unavailable',
    message:
      'A membership benefit or package in your basket can no longer be used. Please check your basket and try again.',
  });

/** The customer holds the plan, or one it overlaps: `message` says which (`overlapMessage`). */
export const alreadyMember = (message: string) =>
  new FulfilmentRefused({ statusCode: 409, code: 'conflict', message });

export const creditChanged = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'credit_unavailable',
    message: 'Your credit balance has changed. Please check your basket and try again.',
  });

export const discountUsedUp = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'discount_rejected',
    message: 'This discount code has been fully redeemed.',
  });

export const discountAlreadyUsed = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'discount_rejected',
    message: 'You have already used this discount code.',
  });

export const discountsClash = (loner: string, other: string) =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'discount_rejected',
    message: `${loner} can't be used with ${other}. Remove one of them from your basket and try again.`,
  });
