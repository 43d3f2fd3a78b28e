/**
 * Hints for a play page: the next single deduction of the cheapest rung that makes one, from
 * the lines and crosses a player has drawn, with its reason in words.
 */
import type { Rung } from '../core/ladder.ts';
import { compileBoard, edgeBetween, type Cell, type HaisuPuzzle } from './model.ts';
import { RUNGS } from './rungs/index.ts';
import { HaisuState, LINE, UNKNOWN } from './state.ts';

/** What a player has marked: lines between neighbours, and gaps crossed out. */
export interface HaisuProgress {
  lines: [Cell, Cell][];
  cuts: [Cell, Cell][];
}

export type Hint =
  | { kind: 'line' | 'cut'; cells: [Cell, Cell]; rung: string; reason: string }
  | { kind: 'mistake'; cells: Cell[]; reason: string }
  | { kind: 'done' | 'stuck'; reason: string };

const name = ([r, c]: Cell) => `[${r},${c}]`;

export function nextHint(puzzle: HaisuPuzzle, progress: HaisuProgress, rungs: readonly Rung<HaisuState>[] = RUNGS): Hint {
  const b = compileBoard(puzzle);
  const s = new HaisuState(b);
  const at = (id: number): Cell => [Math.floor(id / b.width), id % b.width];
  for (const [kind, pairs] of [['line', progress.lines], ['cut', progress.cuts]] as const) {
    for (const [x, y] of pairs) {
      const e = edgeBetween(b, x[0] * b.width + x[1], y[0] * b.width + y[1]);
      if (e < 0) return { kind: 'mistake', cells: [x, y], reason: `${name(x)} and ${name(y)} are not neighbours` };
      const fine = kind === 'line' ? s.setLine(e) : s.setCut(e);
      if (!fine) {
        return { kind: 'mistake', cells: [x, y], reason: `the ${kind} between ${name(x)} and ${name(y)} breaks a rule (a cell with three lines, a ring, or a number walked on the wrong entry)` };
      }
    }
  }
  if (s.complete) return { kind: 'done', reason: 'the walk is complete' };
  for (const rung of rungs) {
    const mark = s.mark();
    const before = s.edge.slice();
    const made = rung.apply(s);
    let changed = -1;
    for (let e = 0; e < b.edgeCount && changed < 0 && made > 0; e++) if (before[e] === UNKNOWN && s.edge[e] !== UNKNOWN) changed = e;
    const verdict = changed >= 0 ? s.edge[changed] : UNKNOWN;
    s.undo(mark);
    if (made < 0) {
      return { kind: 'mistake', cells: [], reason: `${rung.name}: the marks so far cannot be finished — ${rung.summary}` };
    }
    if (changed >= 0) {
      const cells: [Cell, Cell] = [at(b.edgeA[changed]!), at(b.edgeB[changed]!)];
      const act = verdict === LINE ? `draw a line between ${name(cells[0])} and ${name(cells[1])}` : `cross out the gap between ${name(cells[0])} and ${name(cells[1])}`;
      return { kind: verdict === LINE ? 'line' : 'cut', cells, rung: rung.id, reason: `${act}: ${rung.summary} (${rung.name})` };
    }
  }
  return { kind: 'stuck', reason: 'no rung finds a single deduction here; the next step needs a guess' };
}
