/** Runs an experiment start to end in this thread, with no pool and no cache: for tests. */
import type { Experiment, Gathered, SizeName } from './experiment.ts';

export function runInline(e: Experiment, size: SizeName = 'quick'): Gathered {
  const params = e.sizes[size];
  return e.gather(params, e.plan(params).map((u) => e.runUnit(u.params)));
}
