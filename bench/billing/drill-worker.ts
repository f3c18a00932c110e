// One billing process of the billing kill drill: a billing pass at DRILL_NOW on DRILL_URL,
// SIGKILLing itself at a fault point with probability DRILL_FAULT (after claiming tries, after
// the provider took the money and before it is recorded, after recording), as a crash would.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runBilling } from '../../apps/server/src/modules/billing/billing-engine.ts';
import { engineDeps } from './fixtures.ts';

const url = process.env.DRILL_URL ?? '';
const now = new Date(process.env.DRILL_NOW ?? '');
const faultChance = Number(process.env.DRILL_FAULT ?? 0);
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const deps = engineDeps(database, () => now, {
  batchSize: 50,
  fault: () => {
    if (Math.random() < faultChance) process.kill(process.pid, 'SIGKILL');
  },
});
await runBilling(deps);
await database.close();
