/**
 * Starting a worker thread of the command line. Compiled (bin/build-cli.mjs), every thread
 * module is an entry NAME.mjs beside the chunk that starts it, in dist/cli; run from the sources
 * (benches and tests, through tsx) the thread compiles NAME.ts, found beside the module that
 * starts it, on load.
 */
import { Worker } from 'node:worker_threads';

/** A thread running the module NAME (NAME.mjs compiled, NAME.ts beside `from` in the sources). */
export function startThread(name: string, from: string, workerData: unknown): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.mjs`, from), { workerData });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const module = JSON.stringify(new URL(`./${name}.ts`, from).href);
  return new Worker(`import(${tsx}).then((api) => { api.register(); return import(${module}); });`, { eval: true, workerData });
}
