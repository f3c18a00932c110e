import type { AuthoriseInput, BrowserDetails } from '../provider.ts';

/** Opayo's field limits; longer text is refused, so it is cut to fit. */
const cut = (text: string | undefined, length: number) => (text ?? '').trim().slice(0, length);

const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48];

/** The allowed colour depth at or below the browser's (Opayo accepts only these values). */
function colourDepthOf(depth: number | undefined): string {
  const fitting = COLOUR_DEPTHS.filter((allowed) => allowed <= (depth ?? 24));
  return String(fitting[fitting.length - 1] ?? 24);
}

/** EMV 3-D Secure 2 browser data; `notificationURL` is where the bank's page posts `cres`. */
function strongCustomerAuthenticationOf(browser: BrowserDetails, returnUrl: string) {
  return {
    notificationURL: returnUrl,
    browserIP: browser.ipAddress ?? '',
    browserAcceptHeader: browser.acceptHeader ?? 'text/html, application/json',
    browserJavascriptEnabled: browser.javascriptEnabled ?? true,
    browserJavaEnabled: browser.javaEnabled ?? false,
    browserLanguage: browser.language ?? 'en-GB',
    browserColorDepth: colourDepthOf(browser.colourDepth),
    browserScreenHeight: browser.screenHeight ?? 768,
    browserScreenWidth: browser.screenWidth ?? 1024,
    browserTZ: String(browser.timezoneOffset ?? 0),
    browserUserAgent: browser.userAgent ?? 'unknown',
    challengeWindowSize: 'Medium',
    transType: 'GoodsAndServicePurchase',
  };
}

/**
 * A `Payment` transaction: the card from the merchant session (or a reusable card), billing
 * details, and the browser data 3-D Secure 2 needs. Saving or reusing a card is a
 * cardholder-initiated credential-on-file use (`credentialType`).
 */
export function paymentRequestOf(input: AuthoriseInput) {
  const card: Record<string, unknown> = {
    merchantSessionKey: input.sessionKey,
    cardIdentifier: input.cardIdentifier,
  };
  if (input.savedCard) card.reusable = true;
  else if (input.saveCard) card.save = true;
  const isCredentialOnFile = input.savedCard || input.saveCard;
  return {
    transactionType: 'Payment',
    paymentMethod: { card },
    vendorTxCode: input.vendorTxCode,
    amount: input.amountPence,
    currency: input.currency.toUpperCase(),
    description: cut(input.description, 100) || 'Booking',
    apply3DSecure: 'UseMSPSetting',
    entryMethod: 'Ecommerce',
    customerFirstName: cut(input.billing.firstName, 20),
    customerLastName: cut(input.billing.lastName, 20),
    billingAddress: {
      address1: cut(input.billing.addressLine1, 50),
      ...(input.billing.addressLine2 ? { address2: cut(input.billing.addressLine2, 50) } : {}),
      city: cut(input.billing.city, 40),
      postalCode: cut(input.billing.postcode, 10),
      country: input.billing.country.toUpperCase(),
    },
    strongCustomerAuthentication: strongCustomerAuthenticationOf(input.browser, input.returnUrl),
    ...(isCredentialOnFile
      ? { credentialType: { cofUsage: input.savedCard ? 'Subsequent' : 'First', initiatedType: 'CIT' } }
      : {}),
  };
}

export function refundRequestOf(input: {
  transactionId: string;
  vendorTxCode: string;
  amountPence: number;
  reason: string;
}) {
  return {
    transactionType: 'Refund',
    referenceTransactionId: input.transactionId,
    vendorTxCode: input.vendorTxCode,
    amount: input.amountPence,
    description: cut(input.reason, 100) || 'Refund',
  };
}
