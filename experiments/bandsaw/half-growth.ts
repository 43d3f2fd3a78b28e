/**
 * Growth per extra mismatch as the write-up counts it: on its 10x10 testbed, each half of a band
 * listed on its own within a rising budget, both halves the same way, and the search tree of each
 * measured. Here: the bottom bands of 2, 3 and 4 rows of the two 10x10 sets under the rows the
 * testbed fills (bandsaw-testbed's bands), every cut the engine offers (between rows, as the
 * write-up's top and bottom halves, and between columns), each half listed from the frame with no
 * join to steer it, at every budget from its bound up until the node cap. Per budget: the states
 * the search passed (nodes) and the fillings it listed (partials). Counts only, so the table
 * reproduces exactly. `npm run stats -- bandsaw-half-growth`; the quick size runs one 2-row band
 * under a small cap.
 */
import { BandModel, bandTooLarge, countHalf, halvesOf, type HalfName, type Split } from '../../src/edgematch/research.ts';
import { type TestbedSet, testbedBand } from './testbed.ts';
import { cutsOf } from './heights.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

interface Size { sets: TestbedSet[]; rows: number[]; maxNodes: number }
interface Unit { set: TestbedSet; rows: number; split: Split; maxNodes: number }

export interface HalfBudget {
  budget: number;
  nodes: number;
  partials: number;
  /** the node cap stopped this listing: its counts are floors, and the budgets above it were not run */
  capped: boolean;
}

export interface HalfGrowthRow extends Unit {
  /** a cut whose bound tables pass the engine's limit is not listed */
  refused: boolean;
  halves: { half: HalfName; bound: number; budgets: HalfBudget[] }[];
}

/** Budgets listed past a half's bound at most; the node cap ends every half long before. */
const MOST_STEPS = 30;

function runGrowth(u: Unit): HalfGrowthRow {
  const p = testbedBand(u.set, 'fill', u.rows);
  if (bandTooLarge(p, u.split)) return { ...u, refused: true, halves: [] };
  const model = new BandModel(p);
  return {
    ...u, refused: false,
    halves: halvesOf(u.split).map((half) => {
      const bound = model.side(u.split, half).min;
      const budgets: HalfBudget[] = [];
      for (let budget = bound; budget <= bound + MOST_STEPS; budget++) {
        const c = countHalf(p, model, u.split, half, budget, u.maxNodes);
        budgets.push({ budget, ...c });
        if (c.capped) break;
      }
      return { half, bound, budgets };
    }),
  };
}

export const experiment = defineExperiment<Size, Unit, HalfGrowthRow>({
  name: 'bandsaw-half-growth',
  summary: "BANDSAW's halves listed alone on the 10x10 testbed, as the write-up counts growth: nodes and fillings per extra mismatch",
  module: import.meta.url,
  inputs: ['data/edgematch/brendan_set1_10x10.txt', 'data/edgematch/meta2010_10x10.txt'],
  sizes: {
    full: { sets: ['brendan10', 'meta10'], rows: [2, 3, 4], maxNodes: 5e6 },
    quick: { sets: ['brendan10'], rows: [2], maxNodes: 1e5 },
  },
  plan: ({ sets, rows, maxNodes }) => sets.flatMap((set) => rows.flatMap((r) => cutsOf(r).map((split) => ({ params: { set, rows: r, split, maxNodes }, cost: r })))),
  runUnit: runGrowth,
  gather: (_size, rows) => ({ stats: rows }),
});
