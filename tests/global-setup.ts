// Before any test file runs: compile the command line afresh (the CLI tests run the compiled
// bin, so they must see the sources as they are now) and build the site once for the browser
// tests, in a folder of this run's own that is removed when the run ends.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildSite, removeSite } from './browser/harness.ts';

export default function setup(): () => void {
  execFileSync(process.execPath, [join(import.meta.dirname, '..', 'bin', 'build-cli.mjs')], { stdio: 'inherit' });
  buildSite();
  return removeSite;
}
