/**
 * Search on top of the ladder: grow the walk from S one step at a time (the head's open gaps
 * are the choices), run the rungs after every step, and count complete walks up to a cap under
 * a node budget. A capped or exhausted count is a floor. The rungs are incremental: each reads
 * the state's change log from where it last caught up, so a step costs what it changed, not the
 * whole board (state.ts); undoing a step rewinds the log and the rungs' cursors with it.
 * Asked to, it skips a state that another route reached and found dead (dead-ends.ts), and
 * near the end of a branch it runs degree alone (endgameGaps).
 */
import { emptyLog, runLadder, type LadderLog, type Rung } from '../core/ladder.ts';
import { NodeBudget } from '../core/search.ts';
import { edgeBetween, type Board } from './model.ts';
import { ENDGAME_RUNGS, PROBE_IDS, SEARCH_RUNGS } from './rungs/index.ts';
import { colourScreen } from './screens.ts';
import { DeadEnds } from './dead-ends.ts';
import { HaisuState, UNKNOWN } from './state.ts';
import { verifyBoard } from './verify.ts';

export const DEFAULT_NODE_BUDGET = 2_000_000;

/**
 * The endgameGaps solving uses (solvePuzzle): on the published boards the plateau of least CPU.
 * At this bound the published 8×8 runs degree alone at nearly every node past the root (its
 * root ladder leaves more gaps open than this, its first steps fewer), about a fifth faster
 * than at 48, where its label and local calls cost more than the nodes they saved; the 7×7 and 9×9 and
 * the bench's banks are faster too and the 13×9 the same. Above about 72 the 13×9 loses: its
 * rungs still pay there.
 */
export const SOLVE_ENDGAME_GAPS = 64;

export interface WalkCount {
  /** walks found (a floor when capped or exhausted) */
  walks: number;
  capped: boolean;
  exhausted: boolean;
  nodes: number;
  /** the first walk found, as cell ids */
  first: number[] | null;
  /** the second walk found, or null */
  second: number[] | null;
  /** the longest walk from S the search reached, as cell ids (how far it got when exhausted) */
  deepest: number[];
  log: LadderLog;
}

export interface CountOptions {
  maxSolutions?: number;
  nodeBudget?: number;
  /** rungs run before the search (default: SEARCH_RUNGS, every rung but the probes and reach) */
  rungs?: readonly Rung<HaisuState>[];
  /** rungs run at every search node (default: `rungs` without the probes) */
  nodeRungs?: readonly Rung<HaisuState>[];
  /**
   * Lines (pairs of neighbouring cell ids) drawn before the search: a case of an argument made
   * outside the solver, to measure what knowing it changes. Lines that break a rule leave no walk.
   */
  given?: readonly (readonly [number, number])[];
  /**
   * Skip a state met before by another route and found to hold no walk (dead-ends.ts). Fewer
   * nodes, the same walks; off by default, so the generators' budgeted checks, and with them
   * the boards a seed names, stay as they were.
   */
  skipDeadEnds?: boolean;
  /**
   * Once at most this many gaps are left without a verdict, a search node runs ENDGAME_RUNGS
   * (degree) in place of `nodeRungs`: with little left to decide, the other rungs cost more a
   * node than the nodes they save. Off (0) by default, for the same reason as skipDeadEnds.
   */
  endgameGaps?: number;
  /** what a search node runs in the endgame (default: ENDGAME_RUNGS; the bench times them) */
  endgameRungs?: readonly Rung<HaisuState>[];
}

/** Counts the walks of a compiled board. */
export function countWalks(board: Board, options: CountOptions = {}): WalkCount {
  const cap = options.maxSolutions ?? 2;
  const rungs = options.rungs ?? SEARCH_RUNGS;
  // probing at every node costs more than the nodes it saves; when asked for, it runs at the root only
  const nodeRungs = options.nodeRungs ?? rungs.filter((r) => !PROBE_IDS.includes(r.id));
  const budget = new NodeBudget(options.nodeBudget ?? DEFAULT_NODE_BUDGET);
  const log = emptyLog(rungs);
  for (const r of nodeRungs) log[r.id] ??= 0;
  const out: WalkCount = { walks: 0, capped: false, exhausted: false, nodes: 0, first: null, second: null, deepest: [board.start], log };
  const s = new HaisuState(board);
  const b = board;
  const drawn = (options.given ?? []).every(([x, y]) => {
    const e = edgeBetween(b, x, y);
    return e >= 0 && s.setLine(e);
  });
  if (!drawn || !colourScreen(board) || !s.sound || !runLadder(s, rungs, log)) return out;

  const dead = options.skipDeadEnds ? new DeadEnds(s) : null;
  const endgame = options.endgameGaps ?? 0;
  const endgameRungs = options.endgameRungs ?? ENDGAME_RUNGS;
  for (const r of endgameRungs) log[r.id] ??= 0;

  const search = (depth: number): boolean => {
    if (!budget.spend()) { out.exhausted = true; return false; }
    if (s.walkLength > out.deepest.length) out.deepest = s.walkCells();
    if (s.complete) {
      const cells = s.walkCells();
      if (verifyBoard(b, cells.map((c) => [Math.floor(c / b.width), c % b.width])).length === 0) {
        out.walks++;
        if (out.walks === 1) out.first = cells;
        else if (out.walks === 2) out.second = cells;
        if (out.walks >= cap) { out.capped = true; return false; }
      }
      return true;
    }
    const head = s.head;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * head + d]!;
      if (e < 0 || s.edge[e] !== UNKNOWN) continue;
      const mark = s.mark();
      if (!s.setLine(e)) { s.undo(mark); continue; }
      dead?.key(depth);
      if (dead?.has(depth)) { s.undo(mark); continue; }
      const found = out.walks;
      const more = runLadder(s, s.undecided <= endgame ? endgameRungs : nodeRungs, log) ? search(depth + 1) : true;
      s.undo(mark);
      if (more && out.walks === found) dead?.add(depth);
      if (!more) return false;
    }
    return true;
  };
  search(0);
  out.nodes = budget.used;
  return out;
}
