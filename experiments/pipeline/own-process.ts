/**
 * A unit that runs a script of the repository in a process of its own, so that the CPU time and
 * peak memory the script reports are its own and not the stats worker's: the script prints one
 * JSON line last, and what it writes to stderr (progress) passes through.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** `node bin/run-ts.mjs SCRIPT ARGS...`, its last line of output as JSON. */
export function runOwnProcess<T>(script: string, args: readonly (string | number)[]): T {
  const out = execFileSync(process.execPath, [join(ROOT, 'bin/run-ts.mjs'), join(ROOT, script), ...args.map(String)], { encoding: 'utf8', maxBuffer: 1 << 22 });
  return JSON.parse(out.trim().split('\n').pop()!) as T;
}
