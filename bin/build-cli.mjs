#!/usr/bin/env node
// Compiles the command line to JavaScript in dist/cli, so that `puzzlelab` starts without a
// TypeScript compiler: src/cli/main.ts becomes dist/cli/puzzlelab.mjs, the bandsaw search
// thread dist/cli/bandsaw-job.mjs, a bandsaw slice runner dist/cli/bandsaw-slice.mjs and a shard of a threaded count dist/cli/count-shard.mjs; code both use sits in one shared chunk beside them (the
// worker is started by a URL relative to the chunk that starts it, so all stay in one folder).
// Runs on `npm install` / `npm ci` (prepare), before `npm pack`, and before the tests.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist', 'cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    puzzlelab: join(root, 'src', 'cli', 'main.ts'),
    'bandsaw-job': join(root, 'src', 'cli', 'verbs', 'bandsaw-job.ts'),
    'count-shard': join(root, 'src', 'cli', 'verbs', 'count-shard.ts'),
    'bandsaw-slice': join(root, 'src', 'cli', 'verbs', 'bandsaw-slice.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
