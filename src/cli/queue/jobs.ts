/**
 * What travels through the job queue: a job is a plain JSON value naming its kind, the version
 * of the code that must run it, a label for people, and the kind's own payload. The local pool,
 * the queue and a worker on another machine all run a payload through the same function, so a
 * result is the same bytes wherever it was made.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../experiments/pipeline/canonical.ts';
import type { Json, WorkUnit } from '../../../experiments/pipeline/experiment.ts';
import type { CodeVersions } from './code-versions.ts';
import type { BandJob } from './band-job.ts';
import type { GenerateJob } from './generate-job.ts';

export type JobKind = 'unit' | 'generate' | 'band';

export interface JobSpec {
  kind: JobKind;
  /** hash of the code that makes this job's result (a worker with other code refuses the job) */
  code: string;
  /** what the job is, for people: "stitches-hall unit 3" */
  label: string;
  payload: Json;
}

/** A unit of an experiment of the stats pipeline. */
export const unitJob = (unit: WorkUnit): JobSpec => ({
  kind: 'unit', code: unit.code, label: `${unit.experiment}${unit.size === 'quick' ? ' (quick)' : ''} unit ${unit.index}`, payload: unit as unknown as Json,
});

/** Puzzle `index` of a `generate --count` batch. */
export const generateJob = (job: GenerateJob, index: number, code: string): JobSpec => ({
  kind: 'generate', code, label: `generate ${job.genre} puzzle ${index + 1} (seed ${job.seed})`, payload: job as unknown as Json,
});

/** A probe or slice `index` of a `bandsaw --queue` run (what `label` says of it is for people). */
export const bandSliceJob = (job: BandJob, label: string, code: string): JobSpec => ({
  kind: 'band', code, label, payload: job as unknown as Json,
});

/**
 * The job's id in the queue: a hash of everything that makes its result, so the same work asked
 * for again (a rerun after the gatherer died) is found rather than done twice.
 */
export const jobIdOf = (spec: JobSpec): string =>
  `${spec.kind}-${createHash('sha256').update(canonicalJson([spec.kind, spec.code, spec.payload])).digest('hex').slice(0, 32)}`;

/** The version of the code this build runs a job with, or null when it has no such job. */
export function ownVersion(versions: CodeVersions, spec: JobSpec): string | null {
  if (spec.kind === 'generate') return versions.generate;
  if (spec.kind === 'band') return versions.bandsaw;
  if (spec.kind === 'unit') {
    const experiment = (spec.payload as { experiment?: unknown } | null)?.experiment;
    return typeof experiment === 'string' ? versions.experiments[experiment] ?? null : null;
  }
  return null;
}

/** The one line a worker says, and the gatherer repeats, when a job's code is not the worker's. */
export const refusal = (spec: JobSpec, own: string | null): string =>
  own === null
    ? `refused ${spec.label}: this worker has no code for it (made by code ${spec.code}); start workers from the gatherer's commit (git checkout, npm ci)`
    : `refused ${spec.label}: made by code ${spec.code}, this worker runs ${own}; start workers from the gatherer's commit (git checkout, npm ci)`;
