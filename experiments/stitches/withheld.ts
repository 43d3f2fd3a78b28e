/**
 * `npm run stats -- stitches-withheld`: why a setting the feasibility sweep finds stitchable is
 * still not offered (WITHHELD in feasibility.ts). For each setting it draws cuts as the
 * generator does (cut, screen, sew avoiding turnable squares, sew again on a swap twin) until it
 * holds a fixed number of sewings, prints each one's full margins and asks the generator's
 * uniqueness search whether those margins pin that answer. A setting where nearly every sewing
 * has a second answer needs that many more cuts a puzzle; the offered setting beside it is the
 * contrast. One work unit per setting and slice of its sewings.
 */
import { Rng } from '../../src/core/rng.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { type GenerateStats, type StitchesGenerateParams, type StitchesPuzzle, type Uniqueness, buildModel, cutAndSew, emptyStats, marginsOf, uniqueness } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks, sumTallies } from './figures.ts';

/** nodes one uniqueness check may spend before it counts as undecided */
const CHECK_NODES = 2_000_000;

interface Setting { width: number; height: number; k: number; blocks: number }

/** blocks: nearest √(W·H), as generate takes, among the counts offered (none at k = 1, so √(W·H) itself) */
export const FULL_SETTINGS: readonly Setting[] = [{ width: 30, height: 30, k: 1, blocks: 30 }, { width: 30, height: 30, k: 2, blocks: 11 }];
interface Size { settings: Setting[]; sewings: number; perUnit: number }
interface Unit extends Setting { from: number; to: number }

/** What the sewings of a slice came to, and what drawing them cost. */
interface Tally {
  sewings: number;
  /** full margins pin the sewn answer / admit another / the check ran out of nodes */
  unique: number;
  several: number;
  undecided: number;
  /** cuts drawn, and of them: discarded by the screen, not sewn within the budget, every sewing a swap twin */
  cuts: number;
  screened: number;
  unsewn: number;
  twinned: number;
  /** nodes the uniqueness checks spent */
  nodes: number;
  [key: string]: number;
}

export interface WithheldRow extends Setting, Tally {}

/** Sewing number i of a setting, drawn from its own seed, the puzzle its full margins make, and what the check found. */
export function sewing({ width, height, k, blocks }: Setting, i: number, stats: GenerateStats): { puzzle: StitchesPuzzle; found: Uniqueness; nodes: number } {
  const params: StitchesGenerateParams = { width, height, k, blocks };
  const rng = Rng.fromSeed(`withheld ${width}x${height} k${k} b${blocks} #${i}`);
  let sewn = cutAndSew(params, rng, new NodeBudget(Infinity), stats);
  while (!sewn) sewn = cutAndSew(params, rng, new NodeBudget(Infinity), stats);
  const puzzle = { ...sewn.bare, ...marginsOf(params, sewn.answer) };
  const budget = new NodeBudget(CHECK_NODES);
  const found = uniqueness(buildModel(puzzle), sewn.planted, budget);
  return { puzzle, found, nodes: budget.used };
}

/** The sewings numbered from..to-1 of a setting, tallied. */
export function sewingTally({ from, to, ...setting }: Unit): Tally {
  const stats = emptyStats();
  const t: Tally = { sewings: 0, unique: 0, several: 0, undecided: 0, cuts: 0, screened: 0, unsewn: 0, twinned: 0, nodes: 0 };
  for (let i = from; i < to; i++) {
    const { found, nodes } = sewing(setting, i, stats);
    t.sewings++;
    t.nodes += nodes;
    if (found === 'unique') t.unique++;
    else if (found === 'several') t.several++;
    // 'none' cannot happen (the planted answer fits its own margins); it would count as undecided
    else t.undecided++;
  }
  return { ...t, cuts: stats.cuts, screened: stats.screened, unsewn: stats.unsewn, twinned: stats.twinned };
}

export const experiment = defineExperiment<Size, Unit, Tally>({
  name: 'stitches-withheld',
  summary: 'Stitches: how many sewings have a second answer under full margins at the withheld 30×30 k = 1, beside the offered k = 2',
  module: import.meta.url,
  sizes: {
    full: { settings: [...FULL_SETTINGS], sewings: 200, perUnit: 20 },
    quick: { settings: [{ width: 8, height: 8, k: 1, blocks: 8 }, { width: 8, height: 8, k: 2, blocks: 4 }], sewings: 4, perUnit: 2 },
  },
  plan: ({ settings, sewings, perUnit }) => settings.flatMap((st) => chunks(sewings, perUnit).map(({ from, to }) =>
    ({ params: { ...st, from, to }, cost: (to - from) * st.width * st.height / st.k ** 2 }))),
  runUnit: sewingTally,
  gather: ({ settings, sewings, perUnit }, tallies) => {
    const per = chunks(sewings, perUnit).length;
    const rows: WithheldRow[] = settings.map((st, i) => ({ ...st, ...sumTallies(tallies.slice(i * per, (i + 1) * per)) }));
    return { stats: rows };
  },
});
