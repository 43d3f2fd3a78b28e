#!/usr/bin/env node
// The `puzzlelab` command: runs the compiled command line (dist/cli, written by
// `npm run build:cli`, which `npm install` runs for you).
try {
  await import('../dist/cli/puzzlelab.mjs');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/cli/puzzlelab.mjs')) throw e;
  process.stderr.write('puzzlelab: the command line is not built yet; run npm run build:cli (npm install does it)\n');
  process.exitCode = 2;
}
