/** A unit of an experiment as a queue job (`npm run stats -- --queue URL`), run by a `puzzlelab worker` as by the local pool. */
import type { TypedJob } from '../../src/queue/jobs.ts';
import type { JobKind } from '../../src/queue/kinds.ts';
import type { UnitOutcome, WorkUnit } from './experiment.ts';
import { codeHashOf } from './run-units.ts';
import { EXPERIMENTS } from '../registry.ts';
import { runWorkUnit } from './worker-task.ts';

/** The name of an experiment's code among a build's code versions. */
const codeNameOf = (experiment: string): string => `unit ${experiment}`;

export const jobKind: JobKind<WorkUnit, UnitOutcome> = {
  name: 'unit',
  run: runWorkUnit,
  measureVersions: (root) => Object.fromEntries(EXPERIMENTS.map((e) => [codeNameOf(e.name), codeHashOf(e, root)])),
};

export const unitJob = (unit: WorkUnit): TypedJob<WorkUnit, UnitOutcome> => ({
  kind: 'unit', codeName: codeNameOf(unit.experiment), code: unit.code,
  label: `${unit.experiment}${unit.size === 'quick' ? ' (quick)' : ''} unit ${unit.index}`, payload: unit,
});
