/**
 * Table 6 like for like: minimal boards rubbed the write-up's way, at its sizes (the sizes of
 * the boards on its page). Each board is drawn as the generator draws one and rubbed minimal
 * (smallest regions first, to a fixed point), whatever grade it comes out, and kept even when a
 * removal check ran out of nodes: the write-up's boards were "minimal to the node budget",
 * while the bank passes such a seed over and takes only fiendish boards.
 */
import { Rng } from '../../src/core/rng.ts';
import { generateHaisu } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { sideName } from '../stitches/figures.ts';
import { WRITEUP_HAYSTACK } from './writeup.ts';

interface Size { sides: number[]; boards: number }
interface Unit { side: number; board: number }
/** share of cells still numbered (percent, rounded as the bank rounds it), its grade, and the removal checks that ran out */
interface MinimalBoard { kept: number; grade: string; ranOut: number }

export interface MinimalRow { size: string; boards: MinimalBoard[] }

function minimalBoard({ side, board }: Unit): MinimalBoard {
  const made = generateHaisu({ width: side, height: side, style: 'minimal' }, Rng.fromSeed(`haisu minimal writeup ${side}x${side} #${board}`));
  return { kept: Math.round((100 * made.puzzle.numbers.length) / (side * side)), grade: made.grade, ranOut: made.exhausted };
}

/** The square sides of the boards on the write-up's page. */
const writeupSides = (): number[] => WRITEUP_HAYSTACK.shipped.map((b) => Number(b.size.split('x')[0]));

export const experiment = defineExperiment<Size, Unit, MinimalBoard>({
  name: 'haisu-minimal-writeup',
  summary: 'Haisu table 6 like for like: boards rubbed minimal the write-up\'s way at its sizes, kept when a check ran out, any grade',
  module: import.meta.url,
  sizes: { full: { sides: writeupSides(), boards: 8 }, quick: { sides: [5], boards: 2 } },
  plan: ({ sides, boards }) => sides.flatMap((side) => Array.from({ length: boards }, (_, board) => ({ params: { side, board }, cost: side ** 6 }))),
  runUnit: minimalBoard,
  gather: ({ sides, boards }, results) => ({
    stats: sides.map((side, i): MinimalRow => ({ size: sideName(side, side), boards: results.slice(i * boards, (i + 1) * boards) })),
  }),
});
