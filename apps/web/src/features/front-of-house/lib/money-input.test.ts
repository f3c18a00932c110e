import { describe, expect, it } from 'vitest';
import { penceFromPounds, poundsOf } from './money-input.ts';

describe('penceFromPounds', () => {
  it('reads pounds and pence as staff type them', () => {
    expect(penceFromPounds('12.50')).toBe(1250);
    expect(penceFromPounds('12')).toBe(1200);
    expect(penceFromPounds('12.5')).toBe(1250);
    expect(penceFromPounds('£1,250.05')).toBe(125005);
    expect(penceFromPounds(' .99 ')).toBe(99);
    expect(penceFromPounds('0')).toBe(0);
  });

  it('refuses what is not money', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1.2.3', '12p'])
      expect(penceFromPounds(text), text).toBeNull();
  });

  it('shows pence back in the box', () => {
    expect(poundsOf(1250)).toBe('12.50');
    expect(poundsOf(0)).toBe('0.00');
  });
});
