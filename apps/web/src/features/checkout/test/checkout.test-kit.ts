import type { AuthoriseResponse, OnlinePaymentSession } from '@leisure/contracts';

/** A prepared sandbox session, as `GET /api/checkout/prepare` answers (tests only). */
export function preparedSession(overrides: Partial<OnlinePaymentSession> = {}): OnlinePaymentSession {
  return {
    paymentProvider: 'sandbox',
    sessionKey: 'sess_1',
    mode: 'test',
    url: '/sandbox-pay/card-form?session_key=sess_1',
    publishableKey: null,
    savedCard: null,
    savedCards: [],
    scaData: null,
    scaUrl: null,
    transactionStatus: null,
    transactionUuid: null,
    inProgress: false,
    amount: { amountPence: 1250, formatted: '£12.50' },
    holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...overrides,
  };
}

/** What `POST /api/checkout/authorise` answers: an authorised attempt unless told otherwise (tests only). */
export function authoriseAnswer(overrides: Partial<AuthoriseResponse> = {}): AuthoriseResponse {
  const transactionUuid = overrides.transactionUuid ?? 'tx-9';
  return {
    transactionUuid,
    transactionStatus: 'authorised',
    scaUrl: null,
    scaMethod: null,
    scaData: null,
    clientSecret: null,
    returnUrl: `/basket/checkout?transaction_uuid=${transactionUuid}`,
    error: null,
    ...overrides,
  };
}
