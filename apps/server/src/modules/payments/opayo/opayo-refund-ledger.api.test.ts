import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../config/env.ts';
import { opayoRefunds } from '../../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.test-kit.ts';
import { TEST_CARDS } from '../card-rules.ts';
import type { PaymentProvider } from '../provider.ts';
import { paymentProviderFor } from '../registry.ts';
import { opayoCardIdentifier } from '../settings/client-payments.test-kit.ts';
import { type OpayoFake, startOpayoFake } from '../test/opayo-fake.test-kit.ts';
import { paymentInput } from '../test/provider-conformance.test-kit.ts';
import { OpayoMemory } from './opayo-memory.ts';
import { createOpayoProvider } from './opayo-provider.ts';
import { databaseRefundLedger } from './opayo-refund-ledger.ts';

let fake: OpayoFake;
let database: TestDatabase;
const db = () => database.handle.db;

beforeAll(async () => {
  [fake, database] = await Promise.all([startOpayoFake(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([fake?.close(), database?.drop()]);
});

const config = () =>
  parseEnv({
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'opayo',
    OPAYO_API_URL: fake.apiUrl,
    OPAYO_VENDOR_NAME: fake.vendorName,
    OPAYO_INTEGRATION_KEY: fake.integrationKey,
    OPAYO_INTEGRATION_PASSWORD: fake.integrationPassword,
  });

/** The adapter as a freshly started server process builds it: nothing in memory, the database's ledger. */
const afterRestart = () =>
  createOpayoProvider({
    config: config(),
    fetch,
    memory: new OpayoMemory(),
    refunds: databaseRefundLedger(db()),
  });

async function paid(provider: PaymentProvider) {
  const session = await provider.prepareSession({ merchant: 'demo', amountPence: 1250, currency: 'GBP' });
  const cardIdentifier = await opayoCardIdentifier(fake, session.sessionKey, TEST_CARDS.approves);
  const result = await provider.authorise(
    paymentInput({ merchant: 'demo', returnUrl: 'https://shop.example/notify' }, session, { cardIdentifier }),
  );
  if (result.status !== 'authorised') throw new Error(`not paid: ${result.status}`);
  return result.providerTransactionId;
}

const refundOf = (providerTransactionId: string, vendorTxCode: string) => ({
  merchant: 'demo',
  providerTransactionId,
  amountPence: 1250,
  vendorTxCode,
  reason: 'Booking cancelled',
});

describe("Opayo's refunds are kept in the database", () => {
  it('answers a refund repeated after a restart from the database, and never refunds twice', async () => {
    const provider = paymentProviderFor('opayo', { db: db(), config: config() });
    const payment = await paid(provider);
    const first = await provider.refund(refundOf(payment, 'refund-booking-901'));
    expect(
      await db().select().from(opayoRefunds).where(eq(opayoRefunds.paymentTransactionId, payment)),
    ).toMatchObject([
      { vendorTxCode: 'demo|refund-booking-901', refundTransactionId: first.refundId, amountPence: 1250 },
    ]);

    const restarted = afterRestart();
    expect(await restarted.refund(refundOf(payment, 'refund-booking-901'))).toEqual(first);
    expect(fake.refunds().filter((refund) => refund.paymentId === payment)).toEqual([
      { paymentId: payment, vendorTxCode: 'refund-booking-901', amount: 1250 },
    ]);
    expect(await restarted.status({ merchant: 'demo', providerTransactionId: payment })).toMatchObject({
      status: 'refunded',
      refundedPence: 1250,
    });
  });

  it('refuses the same vendorTxCode for another amount after a restart', async () => {
    const provider = paymentProviderFor('opayo', { db: db(), config: config() });
    const payment = await paid(provider);
    await provider.refund({ ...refundOf(payment, 'refund-booking-902'), amountPence: 500 });
    await expect(afterRestart().refund(refundOf(payment, 'refund-booking-902'))).rejects.toThrow(
      'This vendorTxCode was already used for a refund of another amount',
    );
    expect(fake.refunds().filter((refund) => refund.paymentId === payment)).toHaveLength(1);
  });
});
