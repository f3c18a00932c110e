import { ConfigurationError, parseEnv } from '../config/env.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../process/serve.ts';
import { runClientCommand, UsageError } from './payment-settings-command.ts';

/** Reads stdin to its end; nothing when it is a terminal nobody types into (no secrets given). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stderr.write('Secrets, one name=value a line; end with Ctrl-D:\n');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The operator's command for a client's settings (`npm run client -- ...`), with the server's environment. */
async function main() {
  const config = parseEnv(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    await runClientCommand(
      { db: database.db, config, readSecrets: readStdin, out: (line) => process.stdout.write(`${line}\n`) },
      process.argv.slice(2),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError || error instanceof UsageError)
    process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
