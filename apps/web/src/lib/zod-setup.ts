import { config } from 'zod/v4/core';

/**
 * zod probes for eval (`new Function`) when it builds its first object schema, and the pages' CSP
 * (no 'unsafe-eval') reports that probe as a violation. main.tsx imports this first, so that it
 * runs before any contract module builds a schema; zod then parses without generated code. From
 * zod's core only, so that the entry chunk stays free of zod itself.
 */
config({ jitless: true });
