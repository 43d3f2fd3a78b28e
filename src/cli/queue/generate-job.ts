/**
 * A `generate --count` puzzle as a queue job: the genre by name, its settings, the puzzle's own
 * seed (S/i of the batch) and the output format. A worker makes it with the same function the
 * command line uses alone, so the text is the same bytes.
 */
import type { Genre } from '../../core/genre.ts';
import { haisu } from '../../haisu/index.ts';
import { stitches } from '../../stitches/index.ts';
import { makePuzzle, type Format, type MadePuzzle } from '../verbs/generate-make.ts';

export interface GenerateJob {
  genre: string;
  params: unknown;
  seed: string;
  format: Format;
}

const GENRES: Record<string, Genre<unknown, unknown, unknown>> = {
  stitches: stitches as unknown as Genre<unknown, unknown, unknown>,
  haisu: haisu as unknown as Genre<unknown, unknown, unknown>,
};

export function runGenerateJob(job: GenerateJob): MadePuzzle {
  const genre = GENRES[job.genre];
  if (!genre) throw new Error(`no generator for the genre '${job.genre}'`);
  return makePuzzle(genre, job.params, job.seed, job.format);
}
