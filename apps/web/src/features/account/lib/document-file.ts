import { type DocumentContentType, MAX_DOCUMENT_BYTES } from '@leisure/contracts';

/** What the upload's file picker offers: the types the server takes. */
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const documentMessages = {
  chooseFile: 'Choose a file to upload',
  wrongType: 'Choose a PDF, JPEG or PNG file',
  tooBig: 'The file must be 5 MB or smaller',
  empty: 'This file is empty. Choose another file',
  expiryInPast: 'The expiry date must be today or later',
  unreadable: 'The file could not be read. Please choose it again',
} as const;

const byExtension: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type to send for a chosen file: the browser's, else by its extension; undefined if neither fits. */
export function documentContentTypeOf(file: Pick<File, 'name' | 'type'>): DocumentContentType | undefined {
  if (file.type === 'application/pdf' || file.type === 'image/jpeg' || file.type === 'image/png') {
    return file.type;
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[extension];
}

/** What is wrong with the chosen file before it is sent, if anything (the server checks again). */
export function documentFileProblem(file: File | null | undefined): string | undefined {
  if (!file || file.name === '') return documentMessages.chooseFile;
  if (!documentContentTypeOf(file)) return documentMessages.wrongType;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.tooBig;
  return undefined;
}

/** The file's bytes as base64 (the upload is JSON). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The upload form's field a server 422 message belongs under. */
export function documentFieldOf(serverField: string): 'file' | 'expires_on' | undefined {
  if (serverField === 'content_base64' || serverField === 'content_type' || serverField === 'file_name') {
    return 'file';
  }
  return serverField === 'expires_on' ? 'expires_on' : undefined;
}
