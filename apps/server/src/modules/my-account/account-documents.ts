import {
  type AccountDocument,
  type AccountDocuments,
  type DocumentContentType,
  MAX_DOCUMENT_BYTES,
  type UploadDocumentRequest,
} from '@leisure/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { customerDocuments } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { LOCK, lock } from '../checkout/fulfilment.repository.ts';
import { membershipDocumentChecks, requiredDocumentsOf } from '../compliance/compliance.ts';
import { type AccountCustomer, todayAt } from './account-customer.ts';
import { decodeBase64, sniffContentType, storedFileName } from './document-files.ts';

/** How many documents a customer may upload in a day: enough to correct mistakes, not to fill a disk. */
export const DOCUMENT_UPLOADS_PER_DAY = 10;

const typeNames: Record<DocumentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/** Every column but the file itself. */
const listed = {
  id: customerDocuments.id,
  kind: customerDocuments.kind,
  fileName: customerDocuments.fileName,
  contentType: customerDocuments.contentType,
  sizeBytes: customerDocuments.sizeBytes,
  expiresOn: customerDocuments.expiresOn,
  status: customerDocuments.status,
  createdAt: customerDocuments.createdAt,
};

type ListedRow = Pick<typeof customerDocuments.$inferSelect, keyof typeof listed>;

function toAccountDocument(row: ListedRow, today: string): AccountDocument {
  return {
    ...row,
    contentType: row.contentType as DocumentContentType,
    isExpired: row.expiresOn !== null && row.expiresOn < today,
    createdAt: row.createdAt.toISOString(),
  };
}

const ownedBy = (customer: AccountCustomer) =>
  and(eq(customerDocuments.clientId, customer.client.id), eq(customerDocuments.userId, customer.user.id));

/**
 * `GET /api/my-account/documents`: the kinds the active memberships ask for with where the
 * customer stands on each, and every upload, newest first, without the files.
 */
export async function accountDocuments(db: Db, customer: AccountCustomer): Promise<AccountDocuments> {
  const today = todayAt(customer.client);
  const subject = { clientId: customer.client.id, userId: customer.user.id, today };
  const [required, rows] = await Promise.all([
    requiredDocumentsOf(db, subject),
    db
      .select(listed)
      .from(customerDocuments)
      .where(ownedBy(customer))
      .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
      .limit(200),
  ]);
  return {
    required,
    documents: rows.map((row) => toAccountDocument(row, today)),
  };
}

/** The file's bytes, checked: base64, 1 byte to 5 MB, and really of the type it claims. */
function checkedContent(body: z.output<typeof UploadDocumentRequest>): Buffer {
  const content = decodeBase64(body.content_base64);
  if (!content || content.length === 0) {
    throw validationFailed({ content_base64: ['The file could not be read. Please choose it again.'] });
  }
  if (content.length > MAX_DOCUMENT_BYTES) {
    throw validationFailed({ content_base64: ['The file must be 5 MB or smaller.'] });
  }
  const actual = sniffContentType(content);
  if (actual !== body.content_type) {
    const claimed = typeNames[body.content_type];
    throw validationFailed({
      content_type: [
        actual
          ? `This file is a ${typeNames[actual]}, not a ${claimed}. Please choose the file again.`
          : `This file is not a real ${claimed}. Upload a PDF, JPEG or PNG file.`,
      ],
    });
  }
  return content;
}

async function assertUnderDailyLimit(db: Db, customer: AccountCustomer) {
  const since = new Date(Date.now() - 24 * 60 * 60_000);
  const [row] = await db
    .select({ uploads: count() })
    .from(customerDocuments)
    .where(and(ownedBy(customer), gt(customerDocuments.createdAt, since)));
  if (Number(row?.uploads ?? 0) >= DOCUMENT_UPLOADS_PER_DAY) {
    throw new AppError({
      statusCode: 429,
      code: 'rate_limited',
      message: `You can upload ${DOCUMENT_UPLOADS_PER_DAY} documents a day. Please try again tomorrow.`,
      headers: { 'Retry-After': '3600' },
    });
  }
}

/**
 * `POST /api/my-account/documents`: stores a document of a kind one of the customer's active
 * memberships asks for (422 on `kind` otherwise), linked to the oldest such membership. It starts
 * `submitted`; staff approve or reject it. A refusal stores nothing. The day's count and the insert
 * take turns per customer (an advisory lock held to the commit): uploads sent at once would all
 * count the same earlier uploads, and store past the limit.
 */
export async function uploadDocument(
  db: Database,
  customer: AccountCustomer,
  body: z.output<typeof UploadDocumentRequest>,
): Promise<AccountDocument> {
  const today = todayAt(customer.client);
  const subject = { clientId: customer.client.id, userId: customer.user.id, today };
  const requirement = (await membershipDocumentChecks(db, subject)).find((row) => row.kind === body.kind);
  if (!requirement) {
    throw validationFailed({ kind: ['None of your memberships needs this document.'] });
  }
  if (body.expires_on != null && body.expires_on < today) {
    throw validationFailed({ expires_on: ['The expiry date must be today or later.'] });
  }
  const content = checkedContent(body);
  return db.transaction(async (tx) => {
    await lock(tx, LOCK.documentUpload, customer.user.id);
    await assertUnderDailyLimit(tx, customer);
    const [row] = await tx
      .insert(customerDocuments)
      .values({
        clientId: customer.client.id,
        userId: customer.user.id,
        customerMembershipId: requirement.membershipId,
        kind: requirement.kind,
        fileName: storedFileName(body.file_name),
        contentType: body.content_type,
        sizeBytes: content.length,
        content,
        expiresOn: body.expires_on ?? null,
      })
      .returning(listed);
    if (!row) throw new Error('document insert returned no row');
    return toAccountDocument(row, today);
  });
}

/** The file of one of the customer's own documents; anyone else's (or another client's) is 404. */
export async function documentFile(db: Db, customer: AccountCustomer, documentId: number) {
  const [row] = await db
    .select({
      fileName: customerDocuments.fileName,
      contentType: customerDocuments.contentType,
      content: customerDocuments.content,
    })
    .from(customerDocuments)
    .where(and(ownedBy(customer), eq(customerDocuments.id, documentId)));
  if (!row) throw notFound();
  return { ...row, contentType: row.contentType as DocumentContentType };
}
