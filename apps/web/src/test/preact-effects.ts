/**
 * Testing Library's `findBy…` and `waitFor` settle only once Preact has run the effects it owes
 * (docs/decisions/0026-unit-tests-on-preact.md).
 *
 * Preact runs `useEffect` after the next frame, as shipped; React runs it within a task of the render.
 * The async helpers resolve as soon as the DOM matches, so a test could read the page, or type into
 * it, a frame before its effects (focus, document title, syncing a field) had run: a step no person
 * is quick enough to take. The schedule below is Preact's own (`afterNextFrame` in preact/hooks),
 * counted so the helpers can wait for it. `act` still flushes everything at once, as before.
 */
if (typeof document !== 'undefined') {
  const { options } = await import('preact');
  const { configure, getConfig } = await import('@testing-library/react');
  const { vi } = await import('vitest');

  const frameTimeoutMs = 35; // Preact's fallback when no frame comes (a hidden tab)
  let pendingFlushes = 0;

  options.requestAnimationFrame = (flush) => {
    pendingFlushes += 1;
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(() => {
        pendingFlushes -= 1;
        flush();
      });
    };
    const timeout = setTimeout(done, frameTimeoutMs);
    const frame = requestAnimationFrame(done);
  };

  /** Waits out the frames Preact's effects wait for, including effects those effects cause. */
  const afterPendingEffects = async () => {
    // With fake timers the test moves time on itself; a bound stops an effect that loops forever.
    for (let round = 0; round < 20 && pendingFlushes > 0 && !vi.isFakeTimers(); round += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    }
  };

  const { asyncWrapper } = getConfig();
  configure({
    asyncWrapper: (callback) =>
      asyncWrapper(async () => {
        const result = await callback();
        await afterPendingEffects();
        return result;
      }),
  });
}

// A module, for the `await import` above: the server's unit tests share the project and have no DOM.
export {};
