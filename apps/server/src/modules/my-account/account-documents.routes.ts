import { DOCUMENT_EXPIRY_WARNING_DAYS, type DocumentParams } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dataRoute } from '../../http/route.ts';
import { accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import {
  accountDocuments,
  DOCUMENT_UPLOADS_PER_DAY,
  documentFile,
  uploadDocument,
} from './account-documents.ts';
import { attachmentDisposition } from './document-files.ts';

/** A 5 MB file in base64 is about 7 MB of JSON: the upload alone may send that much. */
export const UPLOAD_BODY_LIMIT = 7_500_000;

/** Documents a membership asks for (proof of student status, say): `/api/my-account/documents`. */
export async function accountDocumentRoutes(app: FastifyInstance) {
  // `dataRoute` takes no body limit of its own; this plugin's scope raises it for the upload only.
  app.addHook('onRoute', (route) => {
    if (
      route.url === routes.account.uploadDocument.path &&
      route.method === routes.account.uploadDocument.method
    )
      route.bodyLimit = UPLOAD_BODY_LIMIT;
  });

  dataRoute(app, routes.account.documents, {
    summary: 'The documents the customer’s memberships ask for, and their uploads',
    description: `${whoseAccount} \`required\` has one entry per kind the active memberships ask for: \`upload_required\` without a valid document (not rejected, not expired), \`expiring_soon\` when the best one ends within ${DOCUMENT_EXPIRY_WARNING_DAYS} days (\`daysLeft\` 0 on its last day), else \`valid\`. \`documents\` lists every upload newest first, without the file.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => accountDocuments(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.uploadDocument, {
    summary: 'Uploads a document one of the customer’s memberships asks for',
    description: `${whoseAccount} A JSON body of at most 7.5 MB (413 \`payload_too_large\` beyond). 422 \`validation_failed\`, storing nothing, when: \`kind\` is not one the active memberships ask for; the decoded file is empty, not base64 or over 5 MB (on \`content_base64\`); its first bytes are not those of \`content_type\` (PDF \`%PDF-\`, PNG or JPEG signatures; on \`content_type\`); \`expires_on\` is before today. At most ${DOCUMENT_UPLOADS_PER_DAY} uploads a day (429 \`rate_limited\` with \`Retry-After\`), counted one upload at a time, so uploads sent at once store no more. The document starts \`submitted\` and counts at once.`,
    tags: accountTags,
    successStatus: 201,
    errorStatuses: [...accountErrors, 413, 429],
    handler: async ({ request, body }) => uploadDocument(app.db, await accountCustomerOf(request), body),
  });

  app.route({
    method: routes.account.documentFile.method,
    url: routes.account.documentFile.path,
    schema: {
      summary: 'The file of one of the customer’s documents, as a download',
      description: `${whoseAccount} The bytes as uploaded, with their checked type, \`Content-Disposition: attachment\` and \`X-Content-Type-Options: nosniff\`. Another customer's or client's document is 404.`,
      tags: accountTags,
      params: routes.account.documentFile.params,
      querystring: routes.account.documentFile.query,
    },
    handler: async (request, reply) => {
      const { documentId } = request.params as z.output<typeof DocumentParams>;
      const customer = await accountCustomerOf(request);
      const file = await documentFile(app.db, customer, documentId);
      return reply
        .header('Content-Disposition', attachmentDisposition(file.fileName, file.contentType))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .type(file.contentType)
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  });
}
