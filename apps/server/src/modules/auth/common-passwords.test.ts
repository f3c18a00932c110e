import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the usual suspects and their variants, in any case', () => {
    for (const password of [
      'password',
      'Password1',
      'QWERTY123',
      '12345678',
      'football2024',
      'letmein!',
      'iloveyou',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets a real passphrase through', () => {
    expect(isCommonPassword('Demo-Customer-2026!')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
