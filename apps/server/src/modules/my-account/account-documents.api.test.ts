import { type AccountDocument, type AccountDocuments, MAX_DOCUMENT_BYTES } from '@leisure/contracts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerDocuments } from '../../db/schema/index.ts';
import {
  bookingKit,
  errorOf,
  type Shopper,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { addDaysTo, dayOf } from '../timetable/calendar.ts';
import { joinPlan, PDF_BYTES } from './account.test-kit.ts';

const kit = useBookingKit();

const DOCUMENTS = '/api/my-account/documents';
const PROOF = 'Proof of student status';
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const day = (days: number) => addDaysTo(dayOf(new Date(), kit.client.timezone), days, kit.client.timezone);

const upload = (who: Shopper, overrides: Record<string, unknown> = {}, bytes: Buffer = PDF_BYTES) =>
  kit.post(who, DOCUMENTS, {
    kind: PROOF,
    file_name: 'student card.pdf',
    content_type: 'application/pdf',
    content_base64: bytes.toString('base64'),
    expires_on: day(200),
    ...overrides,
  });

const storedCount = async (who: TestCustomer) => {
  const [row] = await kit
    .db()
    .select({ n: count() })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.clientId, kit.clientId), eq(customerDocuments.userId, who.id)));
  return Number(row?.n ?? 0);
};

async function student() {
  const who = await kit.customer();
  const membershipId = await joinPlan(kit, who, { plan: 'student-gym' });
  return { who, membershipId };
}

describe('membership documents', () => {
  it('takes a PDF for a document the membership needs, lists it, and serves it back to its owner', async () => {
    const { who, membershipId } = await student();
    const before = dataOf<AccountDocuments>(await kit.get(who, DOCUMENTS));
    expect(before).toEqual({
      required: [
        {
          kind: PROOF,
          membershipId,
          membershipName: 'Student Gym',
          state: 'upload_required',
          expiresOn: null,
          daysLeft: null,
        },
      ],
      documents: [],
    });

    const created = await upload(who, { file_name: 'C:\\fakepath\\../Student "card" ü.pdf' });
    expect(created.statusCode, created.body).toBe(201);
    const document = dataOf<AccountDocument>(created);
    expect(document).toMatchObject({
      kind: PROOF,
      fileName: 'Student "card" ü.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      expiresOn: day(200),
      status: 'submitted',
      isExpired: false,
    });
    const png = await upload(
      who,
      { file_name: 'scan.png', content_type: 'image/png', expires_on: null },
      PNG_BYTES,
    );
    expect(png.statusCode, png.body).toBe(201);
    const jpeg = await upload(who, { file_name: 'photo.jpg', content_type: 'image/jpeg' }, JPEG_BYTES);
    expect(jpeg.statusCode, jpeg.body).toBe(201);

    const after = dataOf<AccountDocuments>(await kit.get(who, DOCUMENTS));
    expect(after.documents.map((row) => row.fileName)).toEqual([
      'photo.jpg',
      'scan.png',
      'Student "card" ü.pdf',
    ]);
    expect(after.required[0]).toMatchObject({ state: 'valid', expiresOn: null });
    const [row] = await kit
      .db()
      .select({ membershipId: customerDocuments.customerMembershipId })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.clientId, kit.clientId), eq(customerDocuments.id, document.id)));
    expect(row?.membershipId).toBe(membershipId);

    const file = await kit.get(who, `${DOCUMENTS}/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Student_card.pdf"; filename*=UTF-8''Student%20%22card%22%20%C3%BC.pdf`,
    );
  });

  it('refuses a file that is not what it claims, too big, or not base64, and stores nothing', async () => {
    const { who } = await student();
    const cases: [string, Record<string, unknown>, Buffer, string][] = [
      ['PDF sent as PNG', { content_type: 'image/png' }, PDF_BYTES, 'content_type'],
      ['HTML sent as PDF', {}, Buffer.from('<html><script>alert(1)</script></html>'), 'content_type'],
      ['PNG sent as JPEG', { content_type: 'image/jpeg' }, PNG_BYTES, 'content_type'],
      ['not base64', { content_base64: 'not base64!' }, PDF_BYTES, 'content_base64'],
      ['an unknown type', { content_type: 'text/html' }, PDF_BYTES, 'content_type'],
      ['an expiry gone by', { expires_on: day(-1) }, PDF_BYTES, 'expires_on'],
    ];
    for (const [name, overrides, bytes, field] of cases) {
      const response = await upload(who, overrides, bytes);
      expect(response.statusCode, name).toBe(422);
      expect(errorOf(response).code, name).toBe('validation_failed');
      expect(Object.keys(errorOf(response).errors), name).toEqual([field]);
    }
    const wrong = await upload(who, { content_type: 'image/png' });
    expect(errorOf(wrong).errors.content_type).toEqual([
      'This file is a PDF, not a PNG image. Please choose the file again.',
    ]);

    const tooBig = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
    PDF_BYTES.copy(tooBig);
    const big = await upload(who, {}, tooBig);
    expect(big.statusCode).toBe(422);
    expect(errorOf(big).errors).toEqual({ content_base64: ['The file must be 5 MB or smaller.'] });
    expect(await storedCount(who)).toBe(0);

    const largest = Buffer.alloc(MAX_DOCUMENT_BYTES);
    PDF_BYTES.copy(largest);
    const fits = await upload(who, {}, largest);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(dataOf<AccountDocument>(fits).sizeBytes).toBe(MAX_DOCUMENT_BYTES);
  });

  it('refuses a body over the upload limit with 413', async () => {
    const { who } = await student();
    const response = await kit.post(who, DOCUMENTS, { padding: 'x'.repeat(8_000_000) });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
  });

  it('takes only the documents the active memberships need', async () => {
    const member = await kit.customer();
    await joinPlan(kit, member);
    const none = await upload(member);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).errors).toEqual({ kind: ['None of your memberships needs this document.'] });
    expect(dataOf<AccountDocuments>(await kit.get(member, DOCUMENTS)).required).toEqual([]);

    const { who } = await student();
    expect((await upload(who, { kind: 'Passport' })).statusCode).toBe(422);
    expect(await storedCount(who)).toBe(0);
  });

  it("keeps each customer's files to themselves", async () => {
    const { who } = await student();
    const document = dataOf<AccountDocument>(await upload(who));
    const other = await kit.customer();
    const theirs = await kit.get(other, `${DOCUMENTS}/${document.id}/file`);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).code).toBe('not_found');
    expect(dataOf<AccountDocuments>(await kit.get(other, DOCUMENTS)).documents).toEqual([]);
    expect((await kit.get(who, `${DOCUMENTS}/99999999/file`)).statusCode).toBe(404);

    const riverside = await bookingKit(kit.testApp, 'riverside');
    const elsewhere = await riverside.get(await riverside.customer(), `${DOCUMENTS}/${document.id}/file`);
    expect(elsewhere.statusCode).toBe(404);

    const staff = await kit.staff();
    const forStaff = await kit.get(staff, `${DOCUMENTS}/${document.id}/file?selected_user_id=${who.id}`);
    expect(forStaff.statusCode).toBe(200);
  });

  it('answer 401 to a visitor', async () => {
    const { who } = await student();
    const document = dataOf<AccountDocument>(await upload(who));
    const visitor = kit.visitor();
    for (const response of [
      await kit.get(visitor, DOCUMENTS),
      await upload(visitor),
      await kit.get(visitor, `${DOCUMENTS}/${document.id}/file`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'unauthenticated', message: 'User signed out' });
    }
  });
});
