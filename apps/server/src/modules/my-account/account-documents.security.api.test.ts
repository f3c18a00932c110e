import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerDocuments } from '../../db/schema/index.ts';
import { errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dayFromNow, joinPlan, PDF_BYTES } from './account.test-kit.ts';
import { DOCUMENT_UPLOADS_PER_DAY } from './account-documents.ts';

/**
 * The uploads' daily limit keeps one customer from filling the database with files: it holds
 * for uploads sent all at once, as an attacker would send them, not only one after another.
 */

const kit = useBookingKit();
const DOCUMENTS = '/api/my-account/documents';

/** A PDF of 1 MB: decoding and checking it takes long enough for uploads sent at once to overlap. */
const FILE = Buffer.concat([PDF_BYTES, Buffer.alloc(1024 * 1024 - PDF_BYTES.length, 0x20)]);

const upload = (who: TestCustomer) =>
  kit.post(who, DOCUMENTS, {
    kind: 'Proof of student status',
    file_name: 'student card.pdf',
    content_type: 'application/pdf',
    content_base64: FILE.toString('base64'),
    expires_on: dayFromNow(200),
  });

/** The customer's stored documents, each with the length of the file its row holds. */
const storedOf = (who: TestCustomer) =>
  kit
    .db()
    .select({
      sizeBytes: customerDocuments.sizeBytes,
      stored: sql<number>`length(${customerDocuments.content})`,
    })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.clientId, kit.clientId), eq(customerDocuments.userId, who.id)));

async function student() {
  const who = await kit.customer();
  await joinPlan(kit, who, { plan: 'student-gym' });
  return who;
}

function expectRefusedForTheDay(response: Awaited<ReturnType<typeof upload>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe('3600');
  expect(errorOf(response)).toEqual({
    code: 'rate_limited',
    message: `You can upload ${DOCUMENT_UPLOADS_PER_DAY} documents a day. Please try again tomorrow.`,
    errors: {},
  });
}

describe('the daily limit of document uploads', () => {
  it(`takes ${DOCUMENT_UPLOADS_PER_DAY} uploads a day, then refuses with 429 and stores nothing`, async () => {
    const who = await student();
    for (let i = 0; i < DOCUMENT_UPLOADS_PER_DAY; i++) expect((await upload(who)).statusCode).toBe(201);
    expectRefusedForTheDay(await upload(who));
    expect(await storedOf(who)).toHaveLength(DOCUMENT_UPLOADS_PER_DAY);
  });

  it('holds for 30 uploads sent at once: the limit stored, whole, and every other refused', async () => {
    const who = await student();
    const responses = await Promise.all(Array.from({ length: 30 }, () => upload(who)));
    const taken = responses.filter((response) => response.statusCode === 201);
    expect(taken).toHaveLength(DOCUMENT_UPLOADS_PER_DAY);
    for (const response of responses.filter((refused) => refused.statusCode !== 201)) {
      expectRefusedForTheDay(response);
    }
    const stored = await storedOf(who);
    expect(stored).toHaveLength(DOCUMENT_UPLOADS_PER_DAY);
    expect(stored).toEqual(
      Array(DOCUMENT_UPLOADS_PER_DAY).fill({ sizeBytes: FILE.length, stored: FILE.length }),
    );
  });
});
