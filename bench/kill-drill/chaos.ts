// The chaos: SIGKILL a random worker of the server every few seconds, and restart the drill's
// PostgreSQL cluster (a fast restart, then a crash-like immediate stop and a start after a
// pause), each time waiting for a moment when 3-D Secure challenges are open.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pause } from './browser.ts';
import { openChallenges } from './journey.ts';

const run = promisify(execFile);

/** A worker younger than this may still be starting: killing it would count as a failed start. */
const KILLABLE_AFTER_SECONDS = 5;
const KILL_EVERY_MS = { from: 2_500, to: 6_000 };
/** How long a PostgreSQL restart waits for an open challenge before it goes ahead anyway. */
const CHALLENGE_WAIT_MS = 10_000;
/** The pause between the immediate stop and the start. */
const DOWN_MS = 3_000;

export interface Cluster {
  version: string;
  name: string;
  port: number;
}

export interface Kill {
  atSeconds: number;
  pid: number;
  openChallenges: number;
}

export interface DatabaseRestart {
  atSeconds: number;
  how: string;
  openChallenges: number;
  downSeconds: number;
}

export interface Chaos {
  kills: Kill[];
  restarts: DatabaseRestart[];
  /** Every worker pid seen: the first ones and every restarted one. */
  workersSeen: Set<number>;
}

/** The local clusters (pg_lsclusters): version, name and port of each. */
async function localClusters(): Promise<Cluster[]> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([version, name, port]) => version && name && port)
    .map(([version = '', name = '', port = '']) => ({ version, name, port: Number(port) }));
}

/**
 * The local cluster serving `port`. Refuses 5432: that is where other work's PostgreSQL lives,
 * and the drill restarts the cluster it uses. When no cluster serves the port, one named `drill`
 * is made there (trust auth on the machine itself, as the main one; Debian's pg_createcluster),
 * of the newest PostgreSQL installed, so the drill is one command on a fresh machine.
 */
export async function clusterOn(port: number, say: (line: string) => void): Promise<Cluster> {
  if (port === 5432) {
    throw new Error('The kill drill restarts its PostgreSQL: give it a cluster of its own, not 5432.');
  }
  const clusters = await localClusters();
  const found = clusters.find((cluster) => cluster.port === port);
  if (found) {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', found.version, found.name, 'start']).catch(
      () => undefined, // already running
    );
    return found;
  }
  const version = clusters.map((cluster) => cluster.version).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('No local PostgreSQL (pg_lsclusters lists none) to make a drill cluster of.');
  say(`No PostgreSQL cluster on port ${port}: making one (pg_createcluster ${version} drill -p ${port})...`);
  await run('pg_createcluster', [
    version,
    'drill',
    '-p',
    String(port),
    '--start',
    '--',
    '--auth-host=trust',
    '--auth-local=trust',
  ]);
  return { version, name: 'drill', port };
}

const pgCtl = (cluster: Cluster, ...args: string[]) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, ...args]);

/** The primary's children and how long each has lived. */
async function workersOf(primaryPid: number): Promise<{ pid: number; ageSeconds: number }[]> {
  const listed = await run('ps', ['--ppid', String(primaryPid), '-o', 'pid=,etimes=']).catch(() => ({
    stdout: '',
  }));
  return listed.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid]) => Number.isInteger(pid) && (pid ?? 0) > 0)
    .map(([pid, ageSeconds]) => ({ pid: pid ?? 0, ageSeconds: ageSeconds ?? 0 }));
}

/** SIGKILL; false when the process was already gone. */
function killed(pid: number): boolean {
  try {
    return process.kill(pid, 'SIGKILL');
  } catch {
    return false;
  }
}

const between = ({ from, to }: { from: number; to: number }) => from + Math.random() * (to - from);

async function waitForOpenChallenge(isOver: () => boolean) {
  const deadline = Date.now() + CHALLENGE_WAIT_MS;
  while (openChallenges.count === 0 && Date.now() < deadline && !isOver()) await pause(100);
}

async function restartDatabase(cluster: Cluster, how: 'restart' | 'crash'): Promise<number> {
  const down = Date.now();
  if (how === 'restart') await pgCtl(cluster, 'restart', '-m', 'fast');
  else {
    await pgCtl(cluster, 'stop', '-m', 'immediate');
    await pause(DOWN_MS);
    await pgCtl(cluster, 'start');
  }
  return (Date.now() - down) / 1000;
}

/**
 * Runs until `isOver()`: kills a worker every few seconds, and restarts PostgreSQL at each of
 * `restartAt` (fractions of `seconds`), alternating a fast restart and a crash.
 */
export async function unleash(input: {
  primaryPid: number;
  cluster: Cluster;
  seconds: number;
  restartAt: number[];
  isOver: () => boolean;
}): Promise<Chaos> {
  const chaos: Chaos = { kills: [], restarts: [], workersSeen: new Set() };
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  const isOver = () => input.isOver() || elapsed() >= input.seconds;

  const watchWorkers = async () => {
    while (!isOver()) {
      for (const worker of await workersOf(input.primaryPid)) chaos.workersSeen.add(worker.pid);
      await pause(250);
    }
  };
  const killWorkers = async () => {
    while (!isOver()) {
      await pause(between(KILL_EVERY_MS));
      if (isOver()) break;
      const killable = (await workersOf(input.primaryPid)).filter(
        (worker) => worker.ageSeconds >= KILLABLE_AFTER_SECONDS,
      );
      const victim = killable[Math.floor(Math.random() * killable.length)];
      if (!victim || !killed(victim.pid)) continue;
      chaos.kills.push({ atSeconds: elapsed(), pid: victim.pid, openChallenges: openChallenges.count });
    }
  };
  const restartDatabases = async () => {
    for (const [i, fraction] of input.restartAt.entries()) {
      while (!isOver() && elapsed() < fraction * input.seconds) await pause(200);
      if (isOver()) break;
      await waitForOpenChallenge(isOver);
      const how = i % 2 === 0 ? 'restart' : 'crash';
      const at = elapsed();
      const open = openChallenges.count;
      const downSeconds = await restartDatabase(input.cluster, how);
      chaos.restarts.push({
        atSeconds: at,
        how:
          how === 'restart'
            ? 'pg_ctlcluster restart -m fast'
            : `stop -m immediate, ${DOWN_MS / 1000} s, start`,
        openChallenges: open,
        downSeconds,
      });
    }
  };
  await Promise.all([watchWorkers(), killWorkers(), restartDatabases()]);
  return chaos;
}
