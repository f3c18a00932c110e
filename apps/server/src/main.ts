import cluster from 'node:cluster';
import { ConfigurationError, parseEnv } from './config/env.ts';
import { serveAsWorker, superviseWorkers } from './process/cluster.ts';
import { serveInOneProcess } from './process/serve.ts';
import { processCountProblem } from './process/supervision.ts';

/** One process by default; with SERVER_PROCESSES > 1, a primary and its workers (process/cluster.ts). */
async function main() {
  const config = parseEnv(process.env);
  const problem = processCountProblem(config);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  if (config.SERVER_PROCESSES === 1) await serveInOneProcess(config);
  else if (cluster.isPrimary) await superviseWorkers(config);
  else await serveAsWorker(config);
}

main().catch((error: unknown) => {
  // A refused setting is the operator's to fix: its message, without a stack trace.
  if (error instanceof ConfigurationError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
