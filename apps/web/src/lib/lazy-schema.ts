import type { z } from 'zod';

type EntrySchemas = typeof import('./entry-schemas.ts');
type SchemaName = {
  [K in keyof EntrySchemas]: EntrySchemas[K] extends z.ZodType ? K : never;
}[keyof EntrySchemas];

/**
 * A contract schema that loads beside its first request. Modules of the entry chunk (boot,
 * header, home page) name their schemas this way, since a value imported from the contracts
 * would put zod in that chunk; every other module imports its schemas as usual.
 */
export function lazySchema<K extends SchemaName>(name: K): () => Promise<EntrySchemas[K]> {
  return schemaFrom(() => import('./entry-schemas.ts'), name);
}

/**
 * A schema from a feature's schema module, loaded beside the first request that parses with it: a
 * page's modules then build no schema as they load (decision 27: the browser's work after a
 * server-rendered page's first paint). `schemaFrom(() => import('./schemas.ts'), 'Timetable')`.
 */
export function schemaFrom<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<M[K]> {
  return () => load().then((module) => module[name]);
}

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
