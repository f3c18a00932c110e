import { describe, expect, it } from 'vitest';
import { attachmentDisposition, decodeBase64, sniffContentType, storedFileName } from './document-files.ts';

describe('document files', () => {
  it('are known by their first bytes, not their name', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('%PDF'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });

  it('are decoded from strict base64 only', () => {
    expect(decodeBase64('JVBERi0=')?.toString()).toBe('%PDF-');
    expect(decodeBase64('JVBERi0')).toBeUndefined();
    expect(decodeBase64('JVBE Ri0=')).toBeUndefined();
    expect(decodeBase64('data:application/pdf;base64,JVBERi0=')).toBeUndefined();
  });

  it('keep the last segment of the name the browser sent, without control characters', () => {
    expect(storedFileName('C:\\fakepath\\card.pdf')).toBe('card.pdf');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(storedFileName('   ')).toBe('document');
  });

  it('are downloaded as attachments under a plain name with the real type’s extension', () => {
    expect(attachmentDisposition('card.pdf', 'application/pdf')).toBe(
      `attachment; filename="card.pdf"; filename*=UTF-8''card.pdf`,
    );
    expect(attachmentDisposition('evil".html', 'image/png')).toBe(
      `attachment; filename="evil.png"; filename*=UTF-8''evil%22.html`,
    );
    expect(attachmentDisposition('ünï (1).JPG', 'image/jpeg')).toBe(
      `attachment; filename="n_1.jpg"; filename*=UTF-8''%C3%BCn%C3%AF%20%281%29.JPG`,
    );
    expect(attachmentDisposition('你好.pdf', 'application/pdf')).toMatch(
      /^attachment; filename="document\.pdf"/,
    );
  });
});
