import { randomUUID } from 'node:crypto';
import type { CheckedCard } from '../card-entry.ts';

/** Test-only: what the Opayo fake remembers between calls. */
export interface FakeOpayoTransaction {
  id: string;
  type: 'Payment' | 'Refund';
  vendorTxCode: string;
  status: 'Ok' | 'NotAuthed' | 'Rejected' | '3DAuth';
  statusCode: string;
  statusDetail: string;
  amount: number;
  currency: string;
  cardIdentifier?: string;
  notificationURL?: string;
  cReq?: string;
  acsUrl?: string;
  cres?: string;
  challengeApproved?: boolean;
  threeDSecureStatus?: string;
  saveCard: boolean;
  refunded: number;
  /** A refund's payment. */
  paymentId?: string;
}

interface FakeCard {
  sessionKey: string;
  card: CheckedCard;
  isReusable: boolean;
}

const CARD_TYPES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
};
const pad = (value: number) => String(value % 100).padStart(2, '0');

const OUTCOMES = {
  ok: { status: 'Ok', statusCode: '0000', statusDetail: 'The Authorisation was Successful.' },
  declined: {
    status: 'NotAuthed',
    statusCode: '2000',
    statusDetail: 'The Authorisation was Declined by the bank.',
  },
  challenge: {
    status: '3DAuth',
    statusCode: '2021',
    statusDetail: 'Please redirect your customer to the ACSURL to complete the 3DS Transaction',
  },
  threeDSecureFailed: {
    status: 'Rejected',
    statusCode: '4026',
    statusDetail: "3D-Authentication failed. This vendor's rules require a successful 3D-Authentication.",
  },
} as const;

export class OpayoFakeState {
  readonly sessions = new Map<string, number>();
  readonly cards = new Map<string, FakeCard>();
  readonly transactions = new Map<string, FakeOpayoTransaction>();
  readonly vendorTxCodes = new Set<string>();

  createSession() {
    const merchantSessionKey = randomUUID().toUpperCase();
    const expiresAt = Date.now() + 400_000;
    this.sessions.set(merchantSessionKey, expiresAt);
    return { merchantSessionKey, expiry: new Date(expiresAt).toISOString() };
  }

  isLiveSession(key: string) {
    return (this.sessions.get(key) ?? 0) > Date.now();
  }

  createCard(sessionKey: string, card: CheckedCard) {
    const cardIdentifier = randomUUID().toUpperCase();
    this.cards.set(cardIdentifier, { sessionKey, card, isReusable: false });
    return {
      cardIdentifier,
      expiry: new Date(Date.now() + 400_000).toISOString(),
      cardType: CARD_TYPES[card.brand] ?? 'Visa',
    };
  }

  /** Opayo's checks of a Payment before it reaches the bank: session, card, customer, 3-D Secure data. */
  problemWithPayment(body: Record<string, unknown>): { property: string; description: string } | undefined {
    const card = (body.paymentMethod as { card?: Record<string, unknown> } | undefined)?.card ?? {};
    const stored = this.cards.get(String(card.cardIdentifier ?? ''));
    if (!this.isLiveSession(String(card.merchantSessionKey ?? ''))) {
      return {
        property: 'paymentMethod.card.merchantSessionKey',
        description: 'Invalid merchant session key',
      };
    }
    if (!stored)
      return { property: 'paymentMethod.card.cardIdentifier', description: 'Invalid card identifier' };
    if (card.reusable === true ? !stored.isReusable : stored.sessionKey !== card.merchantSessionKey) {
      return {
        property: 'paymentMethod.card.cardIdentifier',
        description: 'Card identifier not usable here',
      };
    }
    const address = (body.billingAddress ?? {}) as Record<string, unknown>;
    for (const [property, value] of [
      ['customerFirstName', body.customerFirstName],
      ['customerLastName', body.customerLastName],
      ['billingAddress.address1', address.address1],
      ['billingAddress.city', address.city],
      ['billingAddress.country', address.country],
      [
        'strongCustomerAuthentication.notificationURL',
        (body.strongCustomerAuthentication as Record<string, unknown> | undefined)?.notificationURL,
      ],
    ] as const) {
      if (typeof value !== 'string' || value === '') return { property, description: `Missing ${property}` };
    }
    return undefined;
  }

  createPayment(body: Record<string, unknown>, vendorTxCode: string, amount: number, acsBase: string) {
    const card = (body.paymentMethod as { card: Record<string, unknown> }).card;
    const cardIdentifier = String(card.cardIdentifier);
    const stored = this.cards.get(cardIdentifier) as FakeCard;
    const id = randomUUID().toUpperCase();
    const outcome =
      stored.card.behaviour === 'approve'
        ? OUTCOMES.ok
        : stored.card.behaviour === 'decline'
          ? OUTCOMES.declined
          : OUTCOMES.challenge;
    const transaction: FakeOpayoTransaction = {
      id,
      type: 'Payment',
      vendorTxCode,
      ...outcome,
      amount,
      currency: String(body.currency ?? 'GBP'),
      cardIdentifier,
      notificationURL: String((body.strongCustomerAuthentication as Record<string, unknown>).notificationURL),
      saveCard: card.save === true,
      refunded: 0,
      threeDSecureStatus: outcome === OUTCOMES.challenge ? undefined : 'Authenticated',
    };
    if (outcome === OUTCOMES.challenge) {
      transaction.cReq = Buffer.from(
        JSON.stringify({ threeDSServerTransID: id, messageType: 'CReq' }),
      ).toString('base64url');
      transaction.acsUrl = `${acsBase}/${id}`;
    }
    if (outcome === OUTCOMES.ok && transaction.saveCard) stored.isReusable = true;
    this.transactions.set(id, transaction);
    this.vendorTxCodes.add(vendorTxCode);
    return transaction;
  }

  createRefund(payment: FakeOpayoTransaction, vendorTxCode: string, amount: number) {
    payment.refunded += amount;
    const refund: FakeOpayoTransaction = {
      id: randomUUID().toUpperCase(),
      type: 'Refund',
      vendorTxCode,
      ...OUTCOMES.ok,
      amount,
      currency: payment.currency,
      saveCard: false,
      refunded: 0,
      paymentId: payment.id,
    };
    this.transactions.set(refund.id, refund);
    this.vendorTxCodes.add(vendorTxCode);
    return refund;
  }

  /** The ACS answer: a cres the merchant must pass back through 3d-secure-challenge. */
  answerChallenge(transaction: FakeOpayoTransaction, isApproved: boolean): string {
    transaction.cres = Buffer.from(
      JSON.stringify({ transStatus: isApproved ? 'Y' : 'N', id: randomUUID() }),
    ).toString('base64url');
    transaction.challengeApproved = isApproved;
    return transaction.cres;
  }

  settleChallenge(transaction: FakeOpayoTransaction) {
    const outcome = transaction.challengeApproved ? OUTCOMES.ok : OUTCOMES.threeDSecureFailed;
    Object.assign(transaction, outcome, {
      threeDSecureStatus: transaction.challengeApproved ? 'Authenticated' : 'NotAuthenticated',
    });
    const stored = this.cards.get(transaction.cardIdentifier ?? '');
    if (stored && transaction.challengeApproved && transaction.saveCard) stored.isReusable = true;
  }

  toJson(transaction: FakeOpayoTransaction) {
    const stored = transaction.cardIdentifier ? this.cards.get(transaction.cardIdentifier) : undefined;
    return {
      transactionId: transaction.id,
      transactionType: transaction.type,
      status: transaction.status,
      statusCode: transaction.statusCode,
      statusDetail: transaction.statusDetail,
      ...(transaction.status === '3DAuth' ? { acsUrl: transaction.acsUrl, cReq: transaction.cReq } : {}),
      ...(stored
        ? {
            paymentMethod: {
              card: {
                cardType: CARD_TYPES[stored.card.brand] ?? 'Visa',
                lastFourDigits: stored.card.last4,
                expiryDate: `${pad(stored.card.expiryMonth)}${pad(stored.card.expiryYear)}`,
                cardIdentifier: transaction.cardIdentifier,
                reusable: stored.isReusable,
              },
            },
          }
        : {}),
      amount: { totalAmount: transaction.amount, saleAmount: transaction.amount, surchargeAmount: 0 },
      currency: transaction.currency,
      ...(transaction.threeDSecureStatus ? { '3DSecure': { status: transaction.threeDSecureStatus } } : {}),
    };
  }
}
