#!/usr/bin/env node
// Compiles the command line to JavaScript in dist/cli, so that `puzzlelab` starts without a
// TypeScript compiler: src/cli/main.ts becomes dist/cli/puzzlelab.mjs, the bandsaw search
// thread dist/cli/bandsaw-job.mjs, a bandsaw slice runner dist/cli/bandsaw-slice.mjs, a shard of a threaded count dist/cli/count-shard.mjs and a
// thread of `puzzlelab worker` dist/cli/queue-thread.mjs; code they share sits in chunks beside
// them (a thread is started by a URL relative to the chunk that starts it, so all stay in one
// folder). The job queue's client (BullMQ, ioredis) is bundled too, in chunks only `worker` and
// `--queue` load.
//
// The worker runs experiment units and generated puzzles compiled, so the build writes in the
// version of the code each kind of job is made with (src/cli/queue/code-versions.ts), computed
// here from the sources by the same function the stats pipeline keys its cache with: a worker
// names the code it was built from, and refuses jobs made by other code.
// Runs on `npm install` / `npm ci` (prepare), before `npm pack`, and before the tests.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist', 'cli');
const unregister = register();
const { measureCodeVersions } = await import(pathToFileURL(join(root, 'src', 'cli', 'queue', 'code-versions-source.ts')).href);
const versions = measureCodeVersions();
await unregister();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    puzzlelab: join(root, 'src', 'cli', 'main.ts'),
    'bandsaw-job': join(root, 'src', 'cli', 'verbs', 'bandsaw-job.ts'),
    'count-shard': join(root, 'src', 'cli', 'verbs', 'count-shard.ts'),
    'queue-thread': join(root, 'src', 'cli', 'queue', 'queue-thread.ts'),
    'bandsaw-slice': join(root, 'src', 'cli', 'verbs', 'bandsaw-slice.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  // the ES module builds of packages (BullMQ's CommonJS build requires Node modules by name)
  mainFields: ['module', 'main'],
  // ioredis is CommonJS: its require() of Node's modules needs a require in each chunk
  banner: { js: "import { createRequire as __puzzlelabRequire } from 'node:module'; const require = __puzzlelabRequire(import.meta.url);" },
  define: { PUZZLELAB_CODE_VERSIONS: JSON.stringify(versions) },
  logLevel: 'warning',
});
