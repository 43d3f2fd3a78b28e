/**
 * Table 5, the ladder priced, over the bank. For each prefix of the graded ladder (degree;
 * degree, region; ... up to deep probe), from the empty board: does it finish the walk with no
 * search, does its last rung decide anything the rungs under it did not, what share of the gaps
 * it settles, and how many search nodes an exact count (up to two walks) still takes with only
 * those rungs, stopped at NODE_CAP (a stopped count is a floor). The same is done, without the
 * search, for the write-up's order (probe before local), to show what the order changes.
 */
import { emptyLog, runLadder, type Rung } from '../../src/core/ladder.ts';
import { ALL_RUNGS, type Board, HAISU_BANK, HaisuState, RUNGS, UNKNOWN, compileBoard, countWalks, ladderFinishes, parseId } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { sideName } from '../stitches/figures.ts';
import { WRITEUP_LADDER } from './writeup.ts';

const NODE_CAP = WRITEUP_LADDER.nodeCap;

const byId = (id: string): Rung<HaisuState> => ALL_RUNGS.find((r) => r.id === id)!;
export const OUR_ORDER = RUNGS.map((r) => r.id);
const THEIR_ORDER = WRITEUP_LADDER.order;

export interface PrefixResult { finished: boolean; decidesNew: boolean; decidedShare: number; nodes?: number; capped?: boolean }
interface LadderBoard { seed: string; size: string; grade: string; gaps: number; ours: PrefixResult[]; theirs: PrefixResult[] }
export interface LadderStats { ours: string[]; theirs: string[]; nodeCap: number; boards: LadderBoard[] }

function atRoot(b: Board, rungs: readonly Rung<HaisuState>[]): PrefixResult {
  const s = new HaisuState(b);
  const log = emptyLog(rungs);
  runLadder(s, rungs, log);
  let open = 0;
  for (let e = 0; e < b.edgeCount; e++) if (s.edge[e] === UNKNOWN) open++;
  return {
    finished: ladderFinishes(b, rungs), decidesNew: log[rungs[rungs.length - 1]!.id]! > 0,
    decidedShare: Math.round((10_000 * (b.edgeCount - open)) / b.edgeCount) / 10_000,
  };
}

function ladderBoard(board: number): LadderBoard {
  const entry = HAISU_BANK[board]!;
  const parsed = parseId(entry.id);
  if (!parsed.ok) throw new Error(`${entry.seed}: ${parsed.error.message}`);
  const b = compileBoard(parsed.value);
  const prefixes = (order: readonly string[]) => order.map((_, n) => order.slice(0, n + 1).map(byId));
  const ours = prefixes(OUR_ORDER).map((rungs) => {
    const count = countWalks(b, { rungs, maxSolutions: 2, nodeBudget: NODE_CAP });
    return { ...atRoot(b, rungs), nodes: count.nodes, capped: count.exhausted };
  });
  return {
    seed: entry.seed, size: sideName(b.width, b.height), grade: entry.grade, gaps: b.edgeCount, ours,
    theirs: prefixes(THEIR_ORDER).map((rungs) => atRoot(b, rungs)),
  };
}

export const experiment = defineExperiment<{ boards: number }, { board: number }, LadderBoard>({
  name: 'haisu-ladder',
  summary: 'Haisu table 5: per rung of the ladder over the bank, boards finished with no search, decides something new, gaps settled, search nodes left',
  module: import.meta.url,
  sizes: { full: { boards: HAISU_BANK.length }, quick: { boards: 2 } },
  plan: ({ boards }) => HAISU_BANK.slice(0, boards).map((b, board) => ({ params: { board }, cost: (b.width * b.height) ** 2 })),
  runUnit: ({ board }) => ladderBoard(board),
  gather: (_s, boards) => ({ stats: { ours: OUR_ORDER, theirs: THEIR_ORDER, nodeCap: NODE_CAP, boards } satisfies LadderStats }),
});
