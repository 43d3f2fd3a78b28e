// A worker thread of the stats pool. Node does not hand the parent's TypeScript loader to
// worker threads, so each worker registers tsx itself before loading the experiments.
import { register } from 'tsx/esm/api';

register();
const { runWorkUnit } = await import('./worker-task.ts');
export default runWorkUnit;
