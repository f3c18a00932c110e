import { MAX_DOCUMENT_BYTES } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  documentContentTypeOf,
  documentFieldOf,
  documentFileProblem,
  documentMessages,
} from './document-file.ts';

describe('a chosen document file', () => {
  it('is typed by the browser, else by its extension (some browsers send no type)', () => {
    expect(documentContentTypeOf({ name: 'card', type: 'application/pdf' })).toBe('application/pdf');
    expect(documentContentTypeOf({ name: 'scan.JPEG', type: '' })).toBe('image/jpeg');
    expect(documentContentTypeOf({ name: 'scan.png', type: '' })).toBe('image/png');
    expect(documentContentTypeOf({ name: 'notes.docx', type: 'application/msword' })).toBeUndefined();
    expect(documentContentTypeOf({ name: 'image.svg', type: 'image/svg+xml' })).toBeUndefined();
  });

  it('must be there, of an accepted type, not empty and at most 5 MB', () => {
    expect(documentFileProblem(undefined)).toBe(documentMessages.chooseFile);
    expect(documentFileProblem(new File([], ''))).toBe(documentMessages.chooseFile);
    expect(documentFileProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(
      documentMessages.wrongType,
    );
    expect(documentFileProblem(new File([], 'a.pdf'))).toBe(documentMessages.empty);
    expect(documentFileProblem(new File([new Uint8Array(MAX_DOCUMENT_BYTES)], 'a.pdf'))).toBeUndefined();
    expect(documentFileProblem(new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'a.pdf'))).toBe(
      documentMessages.tooBig,
    );
  });

  it("has the server's messages about the file shown under the file field", () => {
    expect(['content_base64', 'content_type', 'file_name'].map(documentFieldOf)).toEqual([
      'file',
      'file',
      'file',
    ]);
    expect(documentFieldOf('expires_on')).toBe('expires_on');
    expect(documentFieldOf('kind')).toBeUndefined();
  });
});
