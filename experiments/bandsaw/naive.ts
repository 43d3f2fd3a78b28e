/**
 * `npm run stats -- bandsaw-naive`: BANDSAW's enumeration beside the naive one, on small bands.
 * The write-up says meet-in-the-middle walks "about the square root" of the naive enumeration.
 * For the bottom 2 and 3 rows of Brendan's 6×6 and 8×8 sets (the rows above filled by the
 * seeded heuristic, as on the testbed), BANDSAW proves the band's optimum; then the plain
 * depth-first search (src/edgematch/baseline.ts) walks every partial filling with at most that
 * many mismatches, the naive tree of the last round, up to a node cap. Where BANDSAW's nodes are
 * the naive count to the power e, e = 1/2 is the square root.
 */
import { readFileSync } from 'node:fs';
import { Rng } from '../../src/core/rng.ts';
import { type BandProblem, bandOf, bandsaw, branchAndBound, emptyBoard, fillRows, parseInstance } from '../../src/edgematch/research.ts';
import { dataFile } from '../../data/paths.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

const SETS = { '6x6': 'brendan_set1_06x06.txt', '8x8': 'brendan_set1_08x08.txt' } as const;
type NaiveSet = keyof typeof SETS;
const NAIVE_SEED = 'naive';

interface Unit { set: NaiveSet; rows: number; naiveCap: number }
interface Size { bands: { set: NaiveSet; rows: number }[]; naiveCap: number }

export interface NaiveRow {
  set: NaiveSet;
  rows: number;
  /** BANDSAW's proven optimum (null when it did not prove one) */
  optimum: number | null;
  /** BANDSAW's enumeration nodes, every round */
  bandsawNodes: number;
  /** the naive tree at the optimum's budget; capped: the count stopped at naiveCap, a floor */
  naiveNodes: number;
  capped: boolean;
}

/** The bottom `rows` of a set, the rows above filled by the seeded heuristic. */
export function naiveBand(set: NaiveSet, rows: number): BandProblem {
  const instance = parseInstance(readFileSync(dataFile('edgematch', SETS[set]), 'utf8'));
  if (!instance.ok) throw new Error(instance.error.message);
  const board = fillRows(emptyBoard(instance.value), instance.value.height - rows, Rng.fromSeed(`${NAIVE_SEED}/${set}/${rows}`));
  const band = bandOf(board, rows);
  if (!band.ok) throw new Error(band.error.message);
  return band.value;
}

function naiveRow({ set, rows, naiveCap }: Unit): NaiveRow {
  const band = naiveBand(set, rows);
  const proof = bandsaw(band);
  const optimum = proof.certificate.status === 'optimal' ? proof.certificate.upper : null;
  const naive = optimum === null ? null : branchAndBound(band, naiveCap, optimum + 1);
  return { set, rows, optimum, bandsawNodes: proof.nodes, naiveNodes: naive?.nodes ?? 0, capped: naive?.exhausted ?? false };
}

export const experiment = defineExperiment<Size, Unit, NaiveRow>({
  name: 'bandsaw-naive',
  summary: "BANDSAW's nodes beside the naive enumeration's on small bands (the write-up's \"about the square root\")",
  module: import.meta.url,
  inputs: Object.values(SETS).map((f) => `data/edgematch/${f}`),
  sizes: {
    full: { bands: [{ set: '6x6', rows: 2 }, { set: '6x6', rows: 3 }, { set: '8x8', rows: 2 }, { set: '8x8', rows: 3 }], naiveCap: 1e8 },
    quick: { bands: [{ set: '6x6', rows: 2 }], naiveCap: 1e6 },
  },
  plan: ({ bands, naiveCap }) => bands.map((b) => ({ params: { ...b, naiveCap }, cost: naiveCap / 1e6 })),
  runUnit: naiveRow,
  gather: (_size, rows) => ({ stats: rows }),
});
