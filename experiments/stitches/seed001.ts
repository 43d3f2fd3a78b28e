/**
 * `npm run stats -- stitches-seed001`: the first write-up's worked examples made again by our
 * generator from the same seed and settings (its seed "rainy-day" at 6×6 k = 1, 7×7 k = 2 and
 * 10×10 k = 1, with its block counts), as the command line and the pages make them from the seed
 * id. Each unit is one example: the puzzle's blocks, touching pairs, stitches, margins, and how
 * many layouts the generator cut before one gave a unique puzzle. The write-up's other facts
 * are set beside our feasibility sweep and clue counts in the notes.
 */
import { Rng, SEED_VERSION } from '../../src/core/rng.ts';
import { generate, toSeedId, type StitchesGenerateParams } from '../../src/stitches/index.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { WRITEUP_001 } from './writeup.ts';

interface Example { side: number; k: number; blocks: number }
interface Size { seed: string; examples: Example[] }
interface Unit extends Example { seed: string }

export interface Seed001Row extends Example {
  seedId: string;
  pairs: number;
  stitches: number;
  rows: (number | null)[];
  cols: (number | null)[];
  /** layouts cut before (and including) the one that made the puzzle */
  layouts: number;
}

export function remake({ side, k, blocks, seed }: Unit): Seed001Row {
  const params: StitchesGenerateParams = { width: side, height: side, k, blocks };
  const seedId = toSeedId(params, seed);
  const made = generate(params, Rng.fromSeed(seed, SEED_VERSION));
  const stitches = made.answer.stitches.length;
  return { side, k, blocks, seedId, pairs: stitches / k, stitches, rows: [...made.puzzle.rows], cols: [...made.puzzle.cols], layouts: made.stats.cuts };
}

const EXAMPLES: Example[] = WRITEUP_001.examples.map(({ side, k, blocks }) => ({ side, k, blocks }));

export const experiment = defineExperiment<Size, Unit, Seed001Row>({
  name: 'stitches-seed001',
  summary: 'Stitches, the first write-up: its worked examples (seed rainy-day) made again by our generator',
  module: import.meta.url,
  sizes: { full: { seed: WRITEUP_001.seed, examples: EXAMPLES }, quick: { seed: WRITEUP_001.seed, examples: EXAMPLES } },
  plan: ({ seed, examples }) => examples.map((e) => ({ params: { ...e, seed }, cost: e.side ** 2 })),
  runUnit: remake,
  gather: (_size, rows) => ({ stats: rows }),
});
