import { describe, expect, it } from 'vitest';
import { onFirstUse } from './lazy-schema.ts';

describe('onFirstUse', () => {
  it('builds nothing until first asked, then builds once and gives the same value each time', () => {
    let builds = 0;
    const schema = onFirstUse(() => {
      builds += 1;
      return { built: builds };
    });
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
  });
});
