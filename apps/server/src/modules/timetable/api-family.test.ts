import { describe, expect, it } from 'vitest';
import { apiFamilyFor, assertApiFamily } from './api-family.ts';

const venue = (activitiesV2Enabled: boolean, migrationDate: string | null) => ({
  activitiesV2Enabled,
  migrationDate,
});

describe('apiFamilyFor', () => {
  it('serves v2 on and after the venue migration date, v1 before it', () => {
    const inputs = { venue: venue(true, '2025-11-24'), clientMigrationDate: '2025-01-01' };
    expect(apiFamilyFor({ ...inputs, date: '2025-11-23' })).toBe('v1');
    expect(apiFamilyFor({ ...inputs, date: '2025-11-24' })).toBe('v2');
    expect(apiFamilyFor({ ...inputs, date: '2026-01-01' })).toBe('v2');
  });

  it("uses the client's migration date when the venue has none", () => {
    const inputs = { venue: venue(true, null), clientMigrationDate: '2025-12-01' };
    expect(apiFamilyFor({ ...inputs, date: '2025-11-30' })).toBe('v1');
    expect(apiFamilyFor({ ...inputs, date: '2025-12-01' })).toBe('v2');
  });

  it('serves v2 for every date when v2 is on and neither has a migration date', () => {
    expect(apiFamilyFor({ venue: venue(true, null), clientMigrationDate: null, date: '2020-01-01' })).toBe(
      'v2',
    );
  });

  it('serves v1 for every date when the venue has v2 off', () => {
    for (const date of ['2020-01-01', '2030-01-01']) {
      expect(apiFamilyFor({ venue: venue(false, '2025-01-01'), clientMigrationDate: null, date })).toBe('v1');
    }
  });
});

describe('assertApiFamily', () => {
  it('answers 422 wrong_api_family naming the family to use', () => {
    const inputs = { venue: venue(true, '2025-11-24'), clientMigrationDate: null, date: '2025-11-20' };
    expect(() => assertApiFamily('v1', inputs)).not.toThrow();
    expect(() => assertApiFamily('v2', inputs)).toThrow(
      expect.objectContaining({
        statusCode: 422,
        code: 'wrong_api_family',
        message: expect.stringContaining('v1'),
      }),
    );
  });
});
