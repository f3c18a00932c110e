import { z } from 'zod';
import { Price } from './timetable.ts';

/** Card refunds of cancelled bookings that need staff's eye: the desk's Refunds view. */

const Instant = z.iso.datetime({ offset: true });

export const DeskRefund = z
  .object({
    id: z.number().int().describe('What `POST /api/front-of-house/refunds/{refundId}/retry` takes'),
    customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    orderReference: z.string(),
    bookingName: z.string(),
    amount: Price,
    provider: z.string().describe("The card processor the refund goes through: 'stripe', 'opayo', 'sandbox'"),
    status: z.enum(['pending', 'failed', 'refunded']),
    label: z
      .string()
      .describe(
        "What the customer sees too: 'Refund pending', 'Refund failed, we are retrying' or 'Refunded to your card'",
      ),
    error: z.string().nullable().describe("The processor's reason for the last failure; null while none"),
    attempts: z.number().int().describe('Tries so far'),
    lastTriedAt: Instant.nullable().describe(
      'When it was last sent or reported on; null before the first try',
    ),
    nextTryAt: Instant.nullable().describe('When the reconciler tries it again; null once it is made'),
  })
  .meta({ id: 'DeskRefund' });
export type DeskRefund = z.infer<typeof DeskRefund>;

export const DeskRefundList = z
  .object({
    refunds: z
      .array(DeskRefund)
      .describe('Failed refunds, and those pending more than 30 minutes: the oldest first, at most 100'),
  })
  .meta({ id: 'DeskRefundList' });
export type DeskRefundList = z.infer<typeof DeskRefundList>;

export const DeskRefundParams = z.object({ refundId: z.coerce.number().int().positive() });
