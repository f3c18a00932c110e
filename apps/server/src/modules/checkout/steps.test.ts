import { describe, expect, it } from 'vitest';
import { runSteps, type Step, UndoFailed } from './steps.ts';

interface Log {
  events: string[];
}

/** A step that logs its run and its undo (with the failure it was undone for), or fails as told. */
function step(name: string, options: { fails?: Error; undoFails?: Error; undo?: 'rollback' | 'none' } = {}) {
  const logged: Step<Log> = {
    name,
    run: async (state) => {
      if (options.fails) throw options.fails;
      state.events.push(`run ${name}`);
    },
    undo:
      options.undo ??
      (async (state, failure) => {
        state.events.push(`undo ${name} (${(failure as Error).message})`);
        if (options.undoFails) throw options.undoFails;
      }),
  };
  return logged;
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the steps to fail');
};

describe('runSteps', () => {
  it('runs every step in order on the shared state and answers it', async () => {
    const state = await runSteps([step('a'), step('b'), step('c')], { events: [] });
    expect(state.events).toEqual(['run a', 'run b', 'run c']);
  });

  it('undoes the finished steps in reverse order when one fails, then throws that failure', async () => {
    const refused = new Error('place gone');
    const state: Log = { events: [] };
    const steps = [step('payment'), step('order'), step('places', { fails: refused }), step('mail')];
    expect(await failureOf(runSteps(steps, state))).toBe(refused);
    expect(state.events).toEqual([
      'run payment',
      'run order',
      'undo order (place gone)',
      'undo payment (place gone)',
    ]);
  });

  it('skips the undo of steps put back by the rollback or with nothing to put back', async () => {
    const state: Log = { events: [] };
    const steps = [step('payment'), step('order', { undo: 'rollback' }), step('check', { undo: 'none' })];
    await failureOf(runSteps([...steps, step('places', { fails: new Error('refused') })], state));
    expect(state.events).toEqual(['run payment', 'run order', 'run check', 'undo payment (refused)']);
  });

  it('undoes nothing when the first step fails', async () => {
    const state: Log = { events: [] };
    const refused = new Error('not paid');
    expect(await failureOf(runSteps([step('payment', { fails: refused }), step('order')], state))).toBe(
      refused,
    );
    expect(state.events).toEqual([]);
  });

  it('reports an undo that fails, still runs the others, and keeps the first failure as the cause', async () => {
    const refused = new Error('place gone');
    const refundFailed = new Error('provider unreachable');
    const state: Log = { events: [] };
    const steps = [
      step('payment'),
      step('hold', { undoFails: refundFailed }),
      step('order'),
      step('places', { fails: refused }),
    ];
    const failure = await failureOf(runSteps(steps, state));
    expect(failure).toBeInstanceOf(UndoFailed);
    const undoFailed = failure as UndoFailed;
    expect(undoFailed.cause).toBe(refused);
    expect(undoFailed.failedStep).toBe('places');
    expect(undoFailed.undoFailures).toEqual([{ step: 'hold', error: refundFailed }]);
    expect(undoFailed.message).toBe('Step "places" failed and the undo of "hold" failed too');
    expect(state.events).toEqual([
      'run payment',
      'run hold',
      'run order',
      'undo order (place gone)',
      'undo hold (place gone)',
      'undo payment (place gone)',
    ]);
  });
});
