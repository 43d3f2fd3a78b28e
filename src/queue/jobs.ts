/**
 * What travels through the job queue: a job is a plain JSON value naming its kind (kinds.ts),
 * the code that must run it (which of a build's code versions, and that version's hash), a
 * label for people, and the kind's own payload. The local pool, the queue and a worker on
 * another machine all run a payload through the same function, so a result is the same bytes
 * wherever it was made.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type Json } from '../core/canonical-json.ts';
import { KIND_NAMES, type CodeName, type CodeVersions, type KindName } from './kinds.ts';

export type JobSpec<P extends Json = Json> = {
  kind: KindName;
  /** which code makes the result: a key of the build's CodeVersions ('generate', 'band', 'unit stitches-hall') */
  codeName: CodeName;
  /** hash of that code (a worker with other code refuses the job) */
  code: string;
  /** what the job is, for people: "stitches-hall unit 3" */
  label: string;
  payload: P;
};

declare const RESULT: unique symbol;
/** A job whose result is an R: what a kind's job maker gives, and what the queue's `run` resolves with. */
export type TypedJob<P extends Json, R extends Json> = JobSpec<P> & { readonly [RESULT]?: R };

/**
 * The job's id in the queue: a hash of everything that makes its result, so the same work asked
 * for again (a rerun after the gatherer died) is found rather than done twice.
 */
export const jobIdOf = (spec: JobSpec): string =>
  `${spec.kind}-${createHash('sha256').update(canonicalJson([spec.kind, spec.code, spec.payload])).digest('hex').slice(0, 32)}`;

/** The version of the code this build runs a job with, or null when it has no such job. */
export const ownVersion = (versions: CodeVersions, spec: JobSpec): string | null => versions[spec.codeName] ?? null;

/** The one line a worker says, and the gatherer repeats, when a job's code is not the worker's. */
export const refusal = (spec: JobSpec, own: string | null): string =>
  own === null
    ? `refused ${spec.label}: this worker has no code for it (made by code ${spec.code}); start workers from the gatherer's commit (git checkout, npm ci)`
    : `refused ${spec.label}: made by code ${spec.code}, this worker runs ${own}; start workers from the gatherer's commit (git checkout, npm ci)`;

/** What is wrong with a job's data as a worker finds it in Redis, or null when it has a JobSpec's fields. */
export function jobSpecFault(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'its data is not a JSON object';
  const d = data as Record<string, unknown>;
  if (!KIND_NAMES.includes(d['kind'] as KindName)) return `its kind is not one of ${KIND_NAMES.join(', ')}`;
  for (const field of ['codeName', 'code', 'label'] as const) {
    if (typeof d[field] !== 'string') return `its ${field} is not a string`;
  }
  return 'payload' in d ? null : 'it has no payload';
}
