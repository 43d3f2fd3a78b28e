/**
 * `npm run stats` as a user runs it, for the tests of the stats command end to end
 * (stats-command.test.ts and stats-cache.test.ts, two files so that they run side by side).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A fresh folder for one run's cache and output. */
export const temp = (): string => mkdtempSync(join(tmpdir(), 'puzzlelab-stats-'));

/** `npm run stats -- ARGS`, as a user runs it. */
export function stats(args: string[]): { status: number; stderr: string; stdout: string } {
  const r = spawnSync('npm', ['run', '--silent', 'stats', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
  return { status: r.status ?? -1, stderr: r.stderr, stdout: r.stdout };
}
