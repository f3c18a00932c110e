import { z } from 'zod';

export const MembershipArrearsParams = z.object({ membershipId: z.coerce.number().int().positive() });

/** `POST /api/my-account/memberships/{membershipId}/pay-arrears`: what paying the arrears did. */
export const MembershipArrearsPayment = z
  .object({
    paid: z.number().int().describe('Renewals in arrears paid now with the payment method on file'),
    declined: z.number().int().describe('Renewals the payment method refused again'),
    outstandingPence: z.number().int().describe('What is still owed on the membership'),
    membershipStatus: z.enum(['active', 'frozen', 'cancelled', 'suspended']),
  })
  .meta({ id: 'MembershipArrearsPayment' });
export type MembershipArrearsPayment = z.infer<typeof MembershipArrearsPayment>;
