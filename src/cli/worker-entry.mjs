// Entry of a worker thread of the command line: compiles TypeScript on load (as bin/puzzlelab.mjs
// does) and runs the module named in workerData.module.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';
register();
await import(workerData.module);
