import type { DocumentContentType } from '@leisure/contracts';

/** The first bytes each accepted type starts with: what a file is, whatever it is called. */
const SIGNATURES: readonly { type: DocumentContentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The accepted type `content` really is, by its first bytes; undefined for anything else. */
export function sniffContentType(content: Uint8Array): DocumentContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))?.type;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of standard base64 text; undefined when it is not base64 (Buffer would guess). */
export function decodeBase64(text: string): Buffer | undefined {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
  return Buffer.from(text, 'base64');
}

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * The name a customer's file is kept under: the last segment of what their browser sent, without
 * control characters, at most 120 characters.
 */
export function storedFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(-120) || 'document';
}

/**
 * `Content-Disposition` for a download: always an attachment, with a plain ASCII name (letters,
 * digits, dot, dash, underscore) ending in the type's own extension, and the original name in
 * RFC 5987 form for browsers that show it.
 */
export function attachmentDisposition(name: string, type: DocumentContentType): string {
  const extension = EXTENSIONS[type];
  const stem = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  const ascii = `${stem || 'document'}${extension}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
