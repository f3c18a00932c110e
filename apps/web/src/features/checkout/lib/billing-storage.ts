import { refundTargets } from '@leisure/contracts';
import { type BillingDetails, billingFieldNames } from './billing-form.ts';

/**
 * The billing address and refund choice last used in this tab: after the bank's 3-D Secure page
 * (a full page load) or a declined card, the shopper does not give them again. Session storage
 * only.
 */
const storageKey = 'leisure.checkout.billing';

export function readBillingDetails(): BillingDetails {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return {};
    const value = JSON.parse(raw) as Record<string, unknown>;
    const details: BillingDetails = {};
    for (const name of billingFieldNames) {
      const field = value[name];
      if (typeof field === 'string') details[name] = field;
    }
    const refund = refundTargets.find((target) => target === value.refund_to);
    if (refund) details.refund_to = refund;
    return details;
  } catch {
    return {};
  }
}

export function saveBillingDetails(details: BillingDetails): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(details));
  } catch {
    // Storage blocked: the form is simply empty next time.
  }
}

export function clearBillingDetails(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
