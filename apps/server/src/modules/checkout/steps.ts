/**
 * Work done as a list of named steps, each with its undo (decision 31): the steps run in order
 * on one shared state; when one fails, the steps that finished are undone in reverse order and
 * the failure goes on to the caller. A step that failed leaves nothing behind itself, so its
 * own undo does not run.
 *
 * An undo says how a step is put back:
 * - a function, for what lies outside our database transaction (money taken by a card
 *   provider): it is given the failure, so it can choose to keep what a retry may still use;
 * - `'rollback'`: everything the step wrote is in the database transaction the steps run in,
 *   and the failure rolls it back with the rest (safer than deleting rows afterwards: nobody
 *   else ever sees them);
 * - `'none'`: the step changes nothing that needs putting back.
 */
export type Undo<State> = ((state: State, failure: unknown) => Promise<void>) | 'rollback' | 'none';

export interface Step<State> {
  readonly name: string;
  run(state: State): Promise<void>;
  readonly undo: Undo<State>;
}

export interface UndoFailure {
  step: string;
  error: unknown;
}

/**
 * A step failed and so did the undo of one or more steps before it. The first failure is this
 * error's `cause`, never hidden; `undoFailures` says which undos failed and why (every other
 * undo still ran).
 */
export class UndoFailed extends Error {
  constructor(
    readonly failedStep: string,
    failure: unknown,
    readonly undoFailures: UndoFailure[],
  ) {
    const undos = undoFailures.map((undo) => `"${undo.step}"`).join(', ');
    super(`Step "${failedStep}" failed and the undo of ${undos} failed too`, { cause: failure });
    this.name = 'UndoFailed';
  }
}

async function undoFinished<State>(finished: readonly Step<State>[], state: State, failure: unknown) {
  const undoFailures: UndoFailure[] = [];
  for (const step of [...finished].reverse()) {
    if (typeof step.undo !== 'function') continue;
    try {
      await step.undo(state, failure);
    } catch (error) {
      undoFailures.push({ step: step.name, error });
    }
  }
  return undoFailures;
}

/**
 * Runs `steps` in order on `state` and answers it. On a failure, undoes the finished steps in
 * reverse order, then throws the failure itself, or `UndoFailed` (with the failure as its
 * cause) when an undo failed as well.
 */
export async function runSteps<State>(steps: readonly Step<State>[], state: State): Promise<State> {
  const finished: Step<State>[] = [];
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (failure) {
      const undoFailures = await undoFinished(finished, state, failure);
      if (undoFailures.length > 0) throw new UndoFailed(step.name, failure, undoFailures);
      throw failure;
    }
    finished.push(step);
  }
  return state;
}
