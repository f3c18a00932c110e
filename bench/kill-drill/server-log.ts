// The server's whole output goes to a file in the temporary folder (its errors under chaos run to
// megabytes); the primary's own lines (restarts, giving up) are read back from it for the report.
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerLog {
  path: string;
  write(chunk: string): void;
  close(): Promise<void>;
  /** The lines the primary logged (`"role":"primary"`), as its JSON objects. */
  primaryLines(): Promise<{ level: number; msg: string; restartInMs?: number; signal?: string }[]>;
}

export function serverLog(): ServerLog {
  const path = join(tmpdir(), `leisure-kill-drill-${new Date().toISOString().replaceAll(':', '-')}.log`);
  const file = createWriteStream(path);
  return {
    path,
    write: (chunk) => file.write(chunk),
    close: () => new Promise((resolve) => file.end(resolve)),
    async primaryLines() {
      const text = await readFile(path, 'utf8');
      return text
        .split('\n')
        .filter((line) => line.includes('"role":"primary"'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        });
    },
  };
}
