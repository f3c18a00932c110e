import type { UploadDocumentRequest } from '@leisure/contracts';
import { accountPaths } from '@leisure/contracts/routes/paths';

import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi, urlOf } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/documents`: what the memberships ask for, and the uploads (newest first). */
export const documentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.documents(),
    queryFn: ({ signal }) => callApi(accountPaths.documents, { signal }),
    staleTime: 60_000,
  });

/** `POST /api/my-account/documents` (201): the stored document, without its file. */
export const uploadDocument = (body: UploadDocumentRequest) =>
  sendApi(accountPaths.uploadDocument, { body, headers: changeHeaders() });

/** Where the browser downloads a document's file (an attachment, with the login cookie). */
export const documentFilePath = (documentId: number) => urlOf(accountPaths.documentFile, { documentId });
