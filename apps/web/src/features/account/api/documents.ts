import { AccountDocument, AccountDocuments, type UploadDocumentRequest } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys, changeHeaders } from './keys.ts';

const documentsPath = `${accountApiPath}/documents`;

/** `GET /api/my-account/documents`: what the memberships ask for, and the uploads (newest first). */
export const documentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.documents(),
    queryFn: ({ signal }) => apiFetch(documentsPath, AccountDocuments, { signal }),
    staleTime: 60_000,
  });

/** `POST /api/my-account/documents` (201): the stored document, without its file. */
export const uploadDocument = (body: UploadDocumentRequest) =>
  apiFetch(documentsPath, AccountDocument, { method: 'POST', body, headers: changeHeaders() });

/** Where the browser downloads a document's file (an attachment, with the login cookie). */
export const documentFilePath = (documentId: number) => `${documentsPath}/${documentId}/file`;
