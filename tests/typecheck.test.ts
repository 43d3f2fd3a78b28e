/**
 * The type check, as a test: `tsc --noEmit` over the whole project, run in the test pool beside
 * the other tiers instead of before them (`npm run typecheck` runs it alone).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

it('the project type-checks: tsc --noEmit reports nothing', () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', ROOT], { encoding: 'utf8', cwd: ROOT });
  expect(`${r.stdout}${r.stderr}`.trim()).toBe('');
  expect(r.status).toBe(0);
}, 600_000); // a wall-clock guard only: tsc takes about 30 CPU seconds, much longer on a loaded machine
