/**
 * Table 7, the ladder priced: on puzzles from the generator with minimal margins (the sparse,
 * hard end), for each prefix of the ladder (pair; pair, block; ... up to probe): does it
 * finish the board with no search, does its last rung decide anything at the root, what share
 * of the gaps it decides at the root, and how many search nodes an exact count (up to two
 * answers) takes with only those rungs, stopped at NODE_CAP (a stopped count is a floor).
 * Also per board: does the ladder without hall (pair, block, line, probe) finish it, for
 * table 2's question of how many boards need the hall rung.
 *
 * Like for like (writeupExperiment): the same figures on boards cut and sewn the write-up's way
 * (maps.ts), once with its grade mix (the write-up's boards were shipped boards spread along the
 * margin dial: the shares its table finishes per prefix) and once all minimal, as ours are.
 */
import { emptyLog, runLadder } from '../../src/core/ladder.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Grade } from '../../src/core/difficulty.ts';
import { type Model, RUNG_IDS, STITCHES_GRADES, State, type StitchesPuzzle, buildModel, countAnswers, defaultBlocks, generate, isAnswer, rungsFor } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { sideName } from './figures.ts';
import { sewingWay } from './maps.ts';
import { WRITEUP_LADDER, WRITEUP_LADDER_BOARDS } from './writeup.ts';

const NODE_CAP = 400_000;
const WITHOUT_HALL = ['pair', 'block', 'line', 'probe'];

interface Size { sides: number[]; boards: number }
interface Unit { side: number; board: number }
/** how the write-up-way boards choose their margins: its grade mix, or all minimal */
type LadderMargins = 'mix' | 'minimal';
interface WriteupSize extends Size { margins: LadderMargins[] }
interface WriteupUnit extends Unit { margins: LadderMargins }

interface PrefixResult { finished: boolean; decidesNew: boolean; decidedShare: number; nodes: number; capped: boolean }
interface BoardResult { blocks: number; margins: number; gaps: number; prefixes: PrefixResult[]; finishedWithoutHall: boolean }
export interface LadderRow { margins?: LadderMargins; size: string; boards: BoardResult[]; rungs: string[]; nodeCap: number }

/** The root of a search with these rungs: finished or not, decisions of the last rung, gaps decided. */
function atRoot(m: Model, ids: readonly string[]): { finished: boolean; lastDecided: number; decided: number } {
  const rungs = rungsFor(ids);
  const s = new State(m);
  const log = emptyLog(rungs);
  const ok = runLadder(s, rungs, log);
  const open = s.openCount();
  return { finished: ok && open === 0 && isAnswer(s), lastDecided: log[ids[ids.length - 1]!]!, decided: m.candCount - open };
}

/** The ladder's figures on one puzzle cut into `blocks` blocks. */
function priced(puzzle: StitchesPuzzle, blocks: number): BoardResult {
  const m = buildModel(puzzle);
  const prefixes = RUNG_IDS.map((_, n) => {
    const ids = RUNG_IDS.slice(0, n + 1);
    const root = atRoot(m, ids);
    const count = countAnswers(m, { rungs: [...ids], maxSolutions: 2, nodeBudget: NODE_CAP });
    return {
      finished: root.finished, decidesNew: root.lastDecided > 0, decidedShare: Math.round((10_000 * root.decided) / m.candCount) / 10_000,
      nodes: count.nodes, capped: count.exhausted,
    };
  });
  const margins = [...puzzle.rows, ...puzzle.cols].filter((v) => v !== null).length;
  return { blocks, margins, gaps: m.candCount, prefixes, finishedWithoutHall: atRoot(m, WITHOUT_HALL).finished };
}

function ladderBoard({ side, board }: Unit): BoardResult {
  const blocks = defaultBlocks(side, side, 1)!;
  const made = generate({ width: side, height: side, blocks, k: 1, margins: 'minimal', nodeBudget: 1e9 }, Rng.fromSeed(`stitches ladder ${side}x${side} #${board}`));
  return priced(made.puzzle, blocks);
}

/**
 * The write-up's boards of a grid by grade, read off its table: the boards a prefix finishes
 * that the one before it does not are of that prefix's grade (pair, block, line: easy; hall:
 * medium; probe: hard).
 */
export function writeupGradeMix(size: string): Grade[] {
  const rows = WRITEUP_LADDER[size]!;
  return rows.flatMap((r, n) => new Array<Grade>(r.finished - (n ? rows[n - 1]!.finished : 0)).fill(STITCHES_GRADES.gradeOfPrefix[n]!));
}

/** Board i of a write-up-way sample: its grade in the mix, cycling, or none (minimal margins). */
export function writeupGrade(size: string, margins: LadderMargins, board: number): Grade | undefined {
  if (margins === 'minimal') return undefined;
  const mix = writeupGradeMix(size);
  return mix[board % mix.length];
}

/** Sewn the write-up's way with one block per side, as its tables cut; graded or minimal. */
function writeupBoard({ side, board, margins }: WriteupUnit): BoardResult {
  const grade = writeupGrade(sideName(side, side), margins, board);
  const rng = Rng.fromSeed(`stitches ladder writeup ${margins} ${side}x${side} #${board}`);
  const made = generate({ width: side, height: side, blocks: side, k: 1, margins: 'minimal', grade, nodeBudget: 1e9 }, rng, undefined, sewingWay('writeup'));
  return priced(made.puzzle, side);
}

export const experiment = defineExperiment<Size, Unit, BoardResult>({
  name: 'stitches-ladder',
  summary: 'Stitches table 7: per grid and ladder prefix, boards finished with no search, gaps decided, search nodes',
  module: import.meta.url,
  sizes: { full: { sides: [8, 12, 15, 20], boards: 24 }, quick: { sides: [8], boards: 3 } },
  plan: ({ sides, boards }) => sides.flatMap((side) => Array.from({ length: boards }, (_, board) => ({ params: { side, board }, cost: side ** 4 }))),
  runUnit: ladderBoard,
  gather: ({ sides, boards }, results) => ({
    stats: sides.map((side, i): LadderRow => ({ size: sideName(side, side), boards: results.slice(i * boards, (i + 1) * boards), rungs: [...RUNG_IDS], nodeCap: NODE_CAP })),
  }),
});

const writeupGroups = (s: WriteupSize) => s.margins.flatMap((margins) => s.sides.map((side) => ({ margins, side })));

export const writeupExperiment = defineExperiment<WriteupSize, WriteupUnit, BoardResult>({
  name: 'stitches-ladder-writeup',
  summary: 'Stitches table 7 like for like: the ladder priced on boards sewn the write-up\'s way, in its grade mix and all minimal',
  module: import.meta.url,
  sizes: {
    full: { sides: Object.keys(WRITEUP_LADDER).map((size) => Number(size.split('x')[0])), boards: 2 * WRITEUP_LADDER_BOARDS, margins: ['mix', 'minimal'] },
    quick: { sides: [8], boards: 1, margins: ['mix', 'minimal'] },
  },
  plan: (s) => writeupGroups(s).flatMap(({ margins, side }) =>
    Array.from({ length: s.boards }, (_, board) => ({ params: { side, board, margins }, cost: side ** 4 }))),
  runUnit: writeupBoard,
  gather: (s, results) => ({
    stats: writeupGroups(s).map(({ margins, side }, i): LadderRow => ({
      margins, size: sideName(side, side), boards: results.slice(i * s.boards, (i + 1) * s.boards), rungs: [...RUNG_IDS], nodeCap: NODE_CAP,
    })),
  }),
});
