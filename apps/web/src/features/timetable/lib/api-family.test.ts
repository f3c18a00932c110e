import { describe, expect, it } from 'vitest';
import { familySegment } from './api-family.ts';

describe('familySegment', () => {
  it('adds /v2 only for v2', () => {
    expect(familySegment('v1')).toBe('');
    expect(familySegment('v2')).toBe('/v2');
  });
});
