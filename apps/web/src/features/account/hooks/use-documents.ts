import type { UploadDocumentRequest } from '@leisure/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadDocument } from '../api/documents.ts';
import { accountKeys } from '../api/keys.ts';

/**
 * Uploads a membership document; the memberships, the uploads and the dashboard's warnings are
 * fetched again. The form shows the outcome.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadDocumentRequest) => uploadDocument(body),
    onSuccess: () =>
      Promise.all(
        [accountKeys.memberships(), accountKeys.documents(), accountKeys.dashboard()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
