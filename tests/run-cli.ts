import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const BIN = join(import.meta.dirname, '..', 'bin', 'puzzlelab.mjs');

export interface CliRun { status: number; stdout: string; stderr: string }

/** Runs `puzzlelab ARGS` in a child process, as a user would (killed after `timeoutMs`). */
export function runCli(args: string[], input?: string, timeoutMs = 120_000): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout: timeoutMs });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
