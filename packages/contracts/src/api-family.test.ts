import { describe, expect, it } from 'vitest';
import { apiFamilyFor } from './api-family.ts';

const family = (
  date: string,
  venue: { activitiesV2Enabled: boolean; migrationDate: string | null },
  clientMigrationDate: string | null = null,
) => apiFamilyFor({ date, venue, clientMigrationDate });

describe('apiFamilyFor', () => {
  it('is v1 whenever the venue has v2 disabled', () => {
    expect(family('2030-01-01', { activitiesV2Enabled: false, migrationDate: '2020-01-01' })).toBe('v1');
    expect(family('2030-01-01', { activitiesV2Enabled: false, migrationDate: null }, '2020-01-01')).toBe(
      'v1',
    );
  });

  it("uses the venue's migration date: v2 on and after it, v1 before", () => {
    const venue = { activitiesV2Enabled: true, migrationDate: '2026-12-01' };
    expect(family('2026-11-30', venue)).toBe('v1');
    expect(family('2026-12-01', venue)).toBe('v2');
    expect(family('2026-12-02', venue)).toBe('v2');
  });

  it("prefers the venue's migration date to the client's", () => {
    const venue = { activitiesV2Enabled: true, migrationDate: '2026-12-01' };
    expect(family('2026-11-15', venue, '2026-11-01')).toBe('v1');
  });

  it("falls back to the client's migration date when the venue has none", () => {
    const venue = { activitiesV2Enabled: true, migrationDate: null };
    expect(family('2026-10-31', venue, '2026-11-01')).toBe('v1');
    expect(family('2026-11-01', venue, '2026-11-01')).toBe('v2');
  });

  it('is v2 for every date when enabled and neither has a migration date', () => {
    expect(family('1999-01-01', { activitiesV2Enabled: true, migrationDate: null })).toBe('v2');
  });
});
