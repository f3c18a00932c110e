import { describe, expect, it } from 'vitest';
import { assertApiFamily } from './api-family.ts';

const venue = (activitiesV2Enabled: boolean, migrationDate: string | null) => ({
  activitiesV2Enabled,
  migrationDate,
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
