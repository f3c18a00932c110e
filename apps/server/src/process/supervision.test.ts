import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import {
  afterDeath,
  FIRST_RESTART_DELAY_MS,
  HEALTHY_AFTER_MS,
  LONGEST_RESTART_DELAY_MS,
  MAX_FAILED_STARTS,
  newPlace,
  processCountProblem,
} from './supervision.ts';

/** Settings outside production, which would refuse these for reasons of its own. */
const settings = (source: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...source });

describe('how many processes the settings allow', () => {
  it('runs one process by default, on PGlite or PostgreSQL', () => {
    expect(settings().SERVER_PROCESSES).toBe(1);
    expect(processCountProblem(settings())).toBeUndefined();
  });

  it('refuses several processes on PGlite, saying what to set', () => {
    const problem = processCountProblem(settings({ SERVER_PROCESSES: '3' }));
    expect(problem).toMatch(/SERVER_PROCESSES=3 needs PostgreSQL \(DATABASE_URL\)/);
  });

  it('allows several processes on PostgreSQL', () => {
    const config = settings({ SERVER_PROCESSES: '3', DATABASE_URL: 'postgres://db.example/leisure' });
    expect(processCountProblem(config)).toBeUndefined();
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '65', '1.5', 'many']) {
      expect(() => settings({ SERVER_PROCESSES: value })).toThrow(/SERVER_PROCESSES/);
    }
  });
});

describe('restarting a worker that died', () => {
  const listened = (startedAt: number) => ({ ...newPlace(startedAt), hasListened: true });

  it('restarts a worker that served for a while after a second', () => {
    const place = listened(0);
    expect(afterDeath(place, HEALTHY_AFTER_MS + 1)).toEqual({ restartInMs: FIRST_RESTART_DELAY_MS });
  });

  it('waits longer each time a worker dies soon after its restart, up to 30 s', () => {
    const place = listened(0);
    const delays = Array.from({ length: 8 }, () => {
      const next = afterDeath(place, 10);
      return 'restartInMs' in next ? next.restartInMs : -1;
    });
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...delays)).toBe(LONGEST_RESTART_DELAY_MS);
    // Once it serves for a minute again, the next death is restarted promptly.
    place.startedAt = 100;
    expect(afterDeath(place, 100 + HEALTHY_AFTER_MS)).toEqual({ restartInMs: FIRST_RESTART_DELAY_MS });
  });

  it('gives up on a worker that never manages to listen', () => {
    const place = newPlace(0);
    const outcomes = Array.from({ length: MAX_FAILED_STARTS }, () => afterDeath(place, 10));
    expect(outcomes.slice(0, -1).every((outcome) => 'restartInMs' in outcome)).toBe(true);
    expect(outcomes.at(-1)).toEqual({
      giveUp: `a worker died ${MAX_FAILED_STARTS} times in a row before listening`,
    });
  });
});
