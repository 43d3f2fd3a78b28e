/**
 * Table 7, the ladder priced: on puzzles from the generator with minimal margins (the sparse,
 * hard end), for each prefix of the ladder (pair; pair, block; ... up to probe): does it
 * finish the board with no search, does its last rung decide anything at the root, what share
 * of the gaps it decides at the root, and how many search nodes an exact count (up to two
 * answers) takes with only those rungs, stopped at NODE_CAP (a stopped count is a floor).
 * Also per board: does the ladder without hall (pair, block, line, probe) finish it, for
 * table 2's question of how many boards need the hall rung.
 */
import { emptyLog, runLadder } from '../../src/core/ladder.ts';
import { Rng } from '../../src/core/rng.ts';
import { type Model, RUNG_IDS, State, buildModel, countAnswers, defaultBlocks, generate, isAnswer, rungsFor } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { sideName } from './figures.ts';

const NODE_CAP = 400_000;
const WITHOUT_HALL = ['pair', 'block', 'line', 'probe'];

interface Size { sides: number[]; boards: number }
interface Unit { side: number; board: number }

interface PrefixResult { finished: boolean; decidesNew: boolean; decidedShare: number; nodes: number; capped: boolean }
interface BoardResult { blocks: number; margins: number; gaps: number; prefixes: PrefixResult[]; finishedWithoutHall: boolean }
export interface LadderRow { size: string; boards: BoardResult[]; rungs: string[]; nodeCap: number }

/** The root of a search with these rungs: finished or not, decisions of the last rung, gaps decided. */
function atRoot(m: Model, ids: readonly string[]): { finished: boolean; lastDecided: number; decided: number } {
  const rungs = rungsFor(ids);
  const s = new State(m);
  const log = emptyLog(rungs);
  const ok = runLadder(s, rungs, log);
  const open = s.openCount();
  return { finished: ok && open === 0 && isAnswer(s), lastDecided: log[ids[ids.length - 1]!]!, decided: m.candCount - open };
}

function ladderBoard({ side, board }: Unit): BoardResult {
  const blocks = defaultBlocks(side, side, 1)!;
  const made = generate({ width: side, height: side, blocks, k: 1, margins: 'minimal', nodeBudget: 1e9 }, Rng.fromSeed(`stitches ladder ${side}x${side} #${board}`));
  const m = buildModel(made.puzzle);
  const prefixes = RUNG_IDS.map((_, n) => {
    const ids = RUNG_IDS.slice(0, n + 1);
    const root = atRoot(m, ids);
    const count = countAnswers(m, { rungs: [...ids], maxSolutions: 2, nodeBudget: NODE_CAP });
    return {
      finished: root.finished, decidesNew: root.lastDecided > 0, decidedShare: Math.round((10_000 * root.decided) / m.candCount) / 10_000,
      nodes: count.nodes, capped: count.exhausted,
    };
  });
  const margins = [...made.puzzle.rows, ...made.puzzle.cols].filter((v) => v !== null).length;
  return { blocks, margins, gaps: m.candCount, prefixes, finishedWithoutHall: atRoot(m, WITHOUT_HALL).finished };
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
