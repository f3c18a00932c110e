import { describe, expect, it } from 'vitest';
import { accessibilityAt } from './activities.service.ts';

describe('accessibilityAt', () => {
  it("keeps the venue's building facts for every activity, but not its pool hoist", () => {
    expect(accessibilityAt(['hearing_loop', 'pool_hoist', 'step_free_access'], [])).toEqual([
      'step_free_access',
      'hearing_loop',
    ]);
  });

  it('adds a pool hoist only where the venue has one, and the activity own facts', () => {
    expect(accessibilityAt(['pool_hoist'], ['pool_hoist', 'quiet_session'])).toEqual([
      'pool_hoist',
      'quiet_session',
    ]);
    expect(accessibilityAt(['step_free_access'], ['pool_hoist'])).toEqual(['step_free_access']);
  });
});
