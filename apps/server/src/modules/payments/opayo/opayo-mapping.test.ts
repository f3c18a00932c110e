import { describe, expect, it } from 'vitest';
import { authoriseResultOf, type OpayoTransaction, stateOf, validationFailureOf } from './opayo-mapping.ts';

const transaction = (fields: Partial<OpayoTransaction>): OpayoTransaction => ({
  transactionId: 'T-1',
  status: 'Ok',
  statusCode: '0000',
  ...fields,
});

describe('Opayo answers', () => {
  it('reads Ok as authorised with the card, its type named like Stripe’s', () => {
    const ok = transaction({
      paymentMethod: {
        card: {
          cardType: 'MasterCard',
          lastFourDigits: '4444',
          expiryDate: '0928',
          cardIdentifier: 'C-1',
          reusable: true,
        },
      },
    });
    expect(authoriseResultOf(ok, true)).toEqual({
      status: 'authorised',
      providerTransactionId: 'T-1',
      card: { brand: 'mastercard', last4: '4444', expiryMonth: 9, expiryYear: 2028, reusableToken: 'C-1' },
    });
    expect(authoriseResultOf(ok, false)).toMatchObject({ card: { reusableToken: undefined } });
  });

  it('reads 3DAuth as a challenge to post `creq` to the ACS', () => {
    const challenge = transaction({
      status: '3DAuth',
      statusCode: '2021',
      acsUrl: 'https://acs.example/c',
      cReq: 'abc',
    });
    expect(authoriseResultOf(challenge, false)).toEqual({
      status: 'sca_required',
      providerTransactionId: 'T-1',
      scaUrl: 'https://acs.example/c',
      scaMethod: 'post',
      scaData: { creq: 'abc' },
    });
  });

  it('tells a decline from a failed 3-D Secure, and an error status from both', () => {
    expect(
      authoriseResultOf(
        transaction({ status: 'NotAuthed', statusCode: '2000', statusDetail: 'Declined by the bank.' }),
        false,
      ),
    ).toEqual({
      status: 'declined',
      providerTransactionId: 'T-1',
      message: 'Declined by the bank.',
      code: '2000',
    });
    const avsRejected = transaction({
      status: 'Rejected',
      statusCode: '4020',
      '3DSecure': { status: 'Authenticated' },
    });
    expect(authoriseResultOf(avsRejected, false).status).toBe('declined');
    const threeDsRejected = transaction({
      status: 'Rejected',
      statusCode: '4026',
      '3DSecure': { status: 'NotAuthenticated' },
    });
    expect(authoriseResultOf(threeDsRejected, false)).toMatchObject({
      status: 'failed',
      message: '3D Secure verification failed',
    });
    expect(
      authoriseResultOf(transaction({ status: 'Malformed', statusDetail: 'Bad request' }), false),
    ).toMatchObject({
      status: 'failed',
      message: 'Bad request',
    });
  });

  it('groups validation errors by property', () => {
    const result = validationFailureOf({
      statusCode: 422,
      body: {
        errors: [
          { code: 1003, description: 'Invalid amount', property: 'amount' },
          {
            code: 1009,
            description: 'Too long',
            property: 'billingAddress.address1',
            clientMessage: 'Address is too long',
          },
        ],
      },
    });
    expect(result).toEqual({
      status: 'failed',
      message: 'Invalid amount',
      code: '1003',
      fieldErrors: { amount: ['Invalid amount'], 'billingAddress.address1': ['Address is too long'] },
    });
    expect(validationFailureOf({ statusCode: 201, body: {} })).toBeUndefined();
  });

  it('counts a payment refunded in full as refunded', () => {
    const paid = transaction({ amount: { totalAmount: 1000 } });
    expect(stateOf(paid, { amountPence: 0, refundedPence: 400, isSaved: false })).toMatchObject({
      status: 'authorised',
      amountPence: 1000,
    });
    expect(stateOf(paid, { amountPence: 0, refundedPence: 1000, isSaved: false }).status).toBe('refunded');
  });
});
