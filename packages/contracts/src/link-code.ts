import { z } from 'zod';

/**
 * `POST /api/auth/link-code`: a single-use code, valid for two minutes, that logs its maker in
 * when a link carries it as `?token=` (docs/embedding.md).
 */
export const LinkCode = z
  .object({
    code: z.string().describe('Put it in a link as `?token={code}`; it works once'),
    expiresAt: z.iso.datetime({ offset: true }).describe('Two minutes after it was made'),
  })
  .meta({ id: 'LinkCode' });
export type LinkCode = z.infer<typeof LinkCode>;

/** `POST /api/auth/session/preview {token}`: whom a live link code names, without using it. */
export const LinkCodePreview = z
  .object({
    firstName: z.string(),
    email: z.string().describe('Masked: the first letter of the name and the domain (`s•••@example.com`)'),
    isCurrentUser: z.boolean().describe('Whether the code names the person this request is logged in as'),
  })
  .meta({ id: 'LinkCodePreview' });
export type LinkCodePreview = z.infer<typeof LinkCodePreview>;
