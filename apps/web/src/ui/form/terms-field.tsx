import type { ReactNode } from 'react';
import { CheckboxField } from './fields.tsx';

export const termsTexts = {
  accept: 'I accept the terms and conditions',
  link: 'Read the terms and conditions',
  newTab: '(opens in a new tab)',
} as const;

export interface TermsFieldProps {
  id: string;
  /** The client's terms (`Client.termsUrl`): linked under the box; no link when it has none. */
  termsUrl: string | null;
  /** The box's words, when they say more than 'I accept the terms and conditions'. */
  label?: ReactNode;
  error: string | undefined;
}

/**
 * The box that accepts the terms, with the client's terms linked beneath it. The link is the box's
 * description, not part of its label, so the box's name stays what is accepted; it opens in a new
 * tab (what is typed in the form stays) and says so in its name.
 */
export function TermsField({ id, termsUrl, label = termsTexts.accept, error }: TermsFieldProps) {
  const hint = termsUrl ? (
    <a href={termsUrl} target="_blank" rel="noopener noreferrer" data-testid="terms-link">
      {termsTexts.link} {termsTexts.newTab}
    </a>
  ) : undefined;
  return <CheckboxField id={id} name="terms" label={label} hint={hint} error={error} required />;
}
