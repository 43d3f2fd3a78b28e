/** What a worker does with a unit: find its experiment by name and run it, timing the run. */
import type { UnitOutcome, WorkUnit } from './experiment.ts';
import { experimentNamed } from '../registry.ts';

export function runWorkUnit(unit: WorkUnit): UnitOutcome {
  const experiment = experimentNamed(unit.experiment);
  const start = performance.now();
  const result = experiment.runUnit(unit.params);
  return { result, ms: Math.round(performance.now() - start) };
}
