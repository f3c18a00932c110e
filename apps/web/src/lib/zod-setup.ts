import { z } from 'zod';

/**
 * zod probes for eval (`new Function`) when it builds its first object schema, and the pages' CSP
 * (no 'unsafe-eval') reports that probe as a violation. Imported first by the modules that load
 * the contracts with the first request (entry-schemas, response-parsers), so that it runs before
 * any schema is built; zod then parses without generated code.
 */
z.config({ jitless: true });
