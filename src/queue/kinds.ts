/**
 * The one table of the kinds of job the queue carries. Each kind is declared where the code that
 * runs it lives, by a module that exports `jobKind`; the queue knows that module only by where it
 * lies and loads it when a job of its kind comes, so the queue imports none of the programs that
 * use it. Compiled (bin/build-cli.mjs), the command line's kinds are entries of dist/cli and the
 * stats pipeline's of dist/research, which the package does not ship.
 */
import type { Json } from '../core/canonical-json.ts';
import type { FetchBlob } from './blobs.ts';

export const JOB_KINDS = {
  /** a puzzle of `generate --count N --queue URL` */
  generate: { source: 'src/cli/verbs/generate-job.ts', compiled: 'cli/generate-job.mjs' },
  /** a probe or slice of `bandsaw --queue URL` */
  band: { source: 'src/cli/verbs/band-job.ts', compiled: 'cli/band-job.mjs' },
  /** a seed of `scan --seeds N --queue URL` */
  scan: { source: 'src/cli/verbs/scan-seed-job.ts', compiled: 'cli/scan-seed-job.mjs' },
  /** a unit of an experiment of `npm run stats -- --queue URL` */
  unit: { source: 'experiments/pipeline/unit-job.ts', compiled: 'research/unit-job.mjs' },
} as const;

export type KindName = keyof typeof JOB_KINDS;

/** What a job names the code that makes its result by: a kind's own code, or one experiment's. */
export type CodeName = 'generate' | 'band' | 'scan' | `unit ${string}`;
/** code name → hash of that code */
export type CodeVersions = { [name in CodeName]?: string };

export const KIND_NAMES = Object.keys(JOB_KINDS) as KindName[];

/** A kind of job: how a worker runs its payload, and the versions of the code that does. */
export interface JobKind<P extends Json, R extends Json> {
  readonly name: KindName;
  /** runs one payload; `fetchBlob` gives a blob the payload names (blobs.ts) */
  run(payload: P, fetchBlob: FetchBlob): R | Promise<R>;
  /** the versions of this kind's code, measured from the sources (the build writes them in) */
  measureVersions(root: string): CodeVersions;
}

/** Where a kind's module lies: beside the sources, or in the build beside this chunk. */
function kindUrl(name: KindName): string {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(fromSources ? `../../${JOB_KINDS[name].source}` : `../${JOB_KINDS[name].compiled}`, import.meta.url).href;
}

export async function loadKind(name: KindName): Promise<JobKind<Json, Json>> {
  const module = (await import(kindUrl(name))) as { jobKind: JobKind<Json, Json> };
  return module.jobKind;
}
