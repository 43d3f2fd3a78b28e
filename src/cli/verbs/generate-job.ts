/**
 * A `generate --count` puzzle as a queue job: the genre by name, its settings, the puzzle's own
 * seed (S/i of the batch) and the output format. A worker makes it with the same function the
 * command line uses alone, so the text is the same bytes.
 */
import { fileURLToPath } from 'node:url';
import type { Json } from '../../core/canonical-json.ts';
import { genreNamed } from '../../genres.ts';
import { hashFiles, importGraph } from '../../node/code-hash.ts';
import type { TypedJob } from '../../queue/jobs.ts';
import type { JobKind } from '../../queue/kinds.ts';
import { makePuzzle, type Format, type MadePuzzle } from './generate-make.ts';

export type GenerateJob = {
  genre: string;
  params: Json;
  seed: string;
  format: Format;
};

function runGenerateJob(job: GenerateJob): MadePuzzle {
  const genre = genreNamed(job.genre);
  if (!genre) throw new Error(`no generator for the genre '${job.genre}'`);
  return makePuzzle(genre, job.params, job.seed, job.format);
}

export const jobKind: JobKind<GenerateJob, MadePuzzle> = {
  name: 'generate',
  run: runGenerateJob,
  measureVersions: (root) => ({ generate: hashFiles(root, importGraph(fileURLToPath(import.meta.url))) }),
};

/** Puzzle `index` of a `generate --count` batch. */
export const generateJob = (job: GenerateJob, index: number, code: string): TypedJob<GenerateJob, MadePuzzle> => ({
  kind: 'generate', codeName: 'generate', code, label: `generate ${job.genre} puzzle ${index + 1} (seed ${job.seed})`, payload: job,
});
