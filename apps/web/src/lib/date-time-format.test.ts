import { expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';

it('makes one formatter per locale and options, and formats as Intl does', () => {
  const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
  expect(dateTimeFormat('en-GB', options)).not.toBe(dateTimeFormat('en-CA', options));
  expect(dateTimeFormat('en-GB', options).format(new Date('2026-11-23T10:00:00Z'))).toBe('23 Nov');
});
