// Before the CLI, browser and slow tiers' tests (vitest.config.ts): compile the command line
// afresh, since their tests run the compiled bin and must see the sources as they are now.
// Several tiers name this setup; the CLI is built once a run.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  if (process.env['PUZZLELAB_CLI_BUILT']) return;
  execFileSync(process.execPath, [join(import.meta.dirname, '..', 'bin', 'build-cli.mjs')], { stdio: 'inherit' });
  process.env['PUZZLELAB_CLI_BUILT'] = '1';
}
