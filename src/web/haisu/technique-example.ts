/**
 * A worked example of a Haisu technique, from the engine: a real puzzle and a position in it
 * (reached from the empty board by taking the hints as given, one after another), where the next
 * hint is the technique's rung; drawn before and after the move by the genre's renderer, the
 * cells the hint looks at shaded, with the hint's own words.
 */
import { compileBoard, edgeBetween, HaisuState, nextHint, parsePuzzle, RUNGS, toSvg, type Cell, type HaisuProgress, type HaisuPuzzle } from '../../haisu/index.ts';
import { CHEAP_RUNGS } from '../../haisu/rungs/index.ts';
import { runLadder } from '../../core/ladder.ts';
import { moveWords } from './hint.ts';
import { drawExample, nth, type TechniqueExample } from '../shared/techniques.ts';

type Move = { kind: 'line' | 'cut'; cells: [Cell, Cell]; rung: string };

/** The positions from the empty board on, each hint taken as given, with the hint that comes next: until the hints run out. */
export function* hintPositions(puzzle: HaisuPuzzle): Generator<{ progress: HaisuProgress; hint: Move }> {
  const progress: HaisuProgress = { lines: [], cuts: [] };
  for (;;) {
    const hint = nextHint(puzzle, progress);
    if (hint.kind !== 'line' && hint.kind !== 'cut') return;
    yield { progress: { lines: [...progress.lines], cuts: [...progress.cuts] }, hint };
    (hint.kind === 'line' ? progress.lines : progress.cuts).push(hint.cells);
  }
}

/**
 * The move the rung `id` alone makes first on a position, or null when it makes none. Reach
 * never draws: it only finds a position broken, once the other cheap rungs have spent the line
 * ends they can. Its move is the first gap (in reading order) where a line, followed by the cheap
 * rungs, leaves cells no walk can reach, and where without reach they would find nothing wrong.
 */
export function rungAlone(puzzle: HaisuPuzzle, progress: HaisuProgress, id: string): Move | null {
  if (id !== 'reach') {
    const hint = nextHint(puzzle, progress, RUNGS.filter((r) => r.id === id));
    return hint.kind === 'line' || hint.kind === 'cut' ? hint : null;
  }
  const b = compileBoard(puzzle), at = ([r, c]: Cell): number => r * b.width + c;
  const without = CHEAP_RUNGS.filter((r) => r.id !== 'reach');
  /** True when a line on edge e, followed by `rungs`, breaks a rule. */
  const breaks = (e: number, rungs: readonly (typeof without)[number][]): boolean => {
    const s = new HaisuState(b);
    for (const g of progress.lines) s.setLine(edgeBetween(b, at(g[0]), at(g[1])));
    for (const g of progress.cuts) s.setCut(edgeBetween(b, at(g[0]), at(g[1])));
    return !s.setLine(e) || !runLadder(s, rungs);
  };
  for (let e = 0; e < b.edgeCount; e++) {
    const cells: [Cell, Cell] = [[Math.floor(b.edgeA[e]! / b.width), b.edgeA[e]! % b.width], [Math.floor(b.edgeB[e]! / b.width), b.edgeB[e]! % b.width]];
    const open = ![...progress.lines, ...progress.cuts].some((g) => edgeBetween(b, at(g[0]), at(g[1])) === e);
    if (open && breaks(e, CHEAP_RUNGS) && !breaks(e, without)) return { kind: 'cut', cells, rung: 'reach' };
  }
  return null;
}

/** The cells a hint looks at and its words, for a move on a position. */
export function hintOf(puzzle: HaisuPuzzle, progress: HaisuProgress, move: Move): { reason: string; focus: number[] } {
  const b = compileBoard(puzzle), id = ([r, c]: Cell): number => r * b.width + c;
  return moveWords(b, move.rung, id(move.cells[0]), id(move.cells[1]), progress.cuts.map(([x, y]) => [id(x), id(y)]), move.kind);
}

/** The example of rung `rung` a puzzle id and a number of steps name (technique-examples.json), drawn. */
export function techniqueExample(puzzleId: string, steps: number, rung: string): TechniqueExample {
  const parsed = parsePuzzle(puzzleId);
  if (!parsed.ok) throw new Error(`technique example ${puzzleId}: ${parsed.error.message}`);
  const puzzle = parsed.value, at = nth(hintPositions(puzzle), steps);
  // the next hint is the rung's move, but for reach, which only refutes (rungAlone)
  const move = at && (at.hint.rung === rung ? at.hint : rungAlone(puzzle, at.progress, rung));
  if (!at || !move) throw new Error(`technique example ${puzzleId}: no ${rung} move after ${steps} steps`);
  const { reason, focus } = hintOf(puzzle, at.progress, move);
  return drawExample(puzzle, rung, focus, reason, move, (o) => toSvg(puzzle, null, { ...o, progress: at.progress }));
}
