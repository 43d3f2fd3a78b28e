#!/usr/bin/env node
// Compiles the command line to JavaScript in dist/cli, so that `puzzlelab` starts without a
// TypeScript compiler: src/cli/main.ts becomes dist/cli/puzzlelab.mjs, the bandsaw search
// thread dist/cli/bandsaw-job.mjs, a bandsaw slice runner dist/cli/bandsaw-slice.mjs, a shard of a threaded count dist/cli/count-shard.mjs, a seed of
// `scan --workers` dist/cli/scan-job.mjs and a
// thread of `puzzlelab worker` dist/cli/queue-thread.mjs; code they share sits in chunks beside
// them (a thread is started by a URL relative to the chunk that starts it, so all stay in one
// folder). The job queue's client (BullMQ, ioredis) is bundled too, in chunks only `worker` and
// `--queue` load.
//
// Each kind of queue job is an entry of its own (src/queue/kinds.ts names them), loaded by the
// worker's threads when a job of that kind comes: the command line's kinds in dist/cli, the stats
// pipeline's units in dist/research, a build of its own that the package does not ship, so the
// command line carries no experiment. The build writes in the version of the code each kind of
// job is made with (src/queue/code-versions.ts), measured here from the sources by the same
// function the stats pipeline keys its cache with: a worker names the code it was built from,
// and refuses jobs made by other code.
// Runs on `npm install` / `npm ci` (prepare), before `npm pack`, and before the tests.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const unregister = register();
const { measureCodeVersions } = await import(pathToFileURL(join(root, 'src', 'queue', 'code-versions.ts')).href);
const { JOB_KINDS } = await import(pathToFileURL(join(root, 'src', 'queue', 'kinds.ts')).href);
const versions = await measureCodeVersions();
await unregister();

/** The entries of the build in `folder` of dist: the kinds of job compiled there, and `others`. */
function entriesIn(folder, others = {}) {
  const kinds = Object.values(JOB_KINDS).filter((k) => k.compiled.startsWith(`${folder}/`))
    .map((k) => [k.compiled.slice(folder.length + 1).replace(/\.mjs$/, ''), join(root, k.source)]);
  return { ...others, ...Object.fromEntries(kinds) };
}

const options = {
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
};
for (const folder of ['cli', 'research']) rmSync(join(dist, folder), { recursive: true, force: true });
await build({
  ...options,
  outdir: join(dist, 'cli'),
  entryPoints: entriesIn('cli', {
    puzzlelab: join(root, 'src', 'cli', 'main.ts'),
    'bandsaw-job': join(root, 'src', 'cli', 'verbs', 'bandsaw-job.ts'),
    'count-shard': join(root, 'src', 'cli', 'verbs', 'count-shard.ts'),
    'scan-job': join(root, 'src', 'cli', 'verbs', 'scan-job.ts'),
    'queue-thread': join(root, 'src', 'queue', 'queue-thread.ts'),
    'bandsaw-slice': join(root, 'src', 'cli', 'verbs', 'bandsaw-slice.ts'),
  }),
});
await build({ ...options, outdir: join(dist, 'research'), entryPoints: entriesIn('research') });
