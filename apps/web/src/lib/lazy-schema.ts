/**
 * A schema built the first time it is used, not as its module loads: building zod schemas was
 * most of a page's module evaluation (decision 27). The forms' schemas are made this way, and
 * `useFormErrors` takes them as they are. `const billingForm = onFirstUse(() => z.object({...}))`.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
