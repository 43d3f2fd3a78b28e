/**
 * A worked example of a Stitches technique, from the engine: a real puzzle and a position in it
 * (reached from the empty board by taking the hints as given, one after another), where the next
 * hint is the technique's rung; drawn before and after the move by the genre's renderer, the
 * squares the hint looks at shaded, with the hint's own words.
 */
import { buildModel, IN, HOLE, nextHint, parsePuzzle, RUNGS, render, type Hint, type HintMark, type HintProgress, type State, type StitchesPuzzle } from '../../stitches/index.ts';
import { candidateBetween } from '../../stitches/model.ts';
import { focusOf, stateWith } from './play-hint.ts';
import { drawExample, nth, type TechniqueExample } from '../shared/techniques.ts';

/** A position: what is drawn, marked and crossed out. */
type Position = Required<HintProgress> & { marks: number[] };

type Step = { progress: Position; hint: Hint & { mark: HintMark } };

/** The positions from the empty board on, each hint taken as given, with the hint that comes next: until the hints run out. */
export function* hintPositions(puzzle: StitchesPuzzle): Generator<Step> {
  const progress: Position = { stitches: [], marks: new Array<number>(puzzle.width * puzzle.height).fill(0), ruledOut: [] };
  for (;;) {
    const hint = nextHint(puzzle, progress);
    if (!hint?.mark || hint.rung === 'check') return;
    const mark = hint.mark;
    yield { progress: { stitches: [...progress.stitches], marks: [...progress.marks], ruledOut: [...progress.ruledOut] }, hint: { ...hint, mark } };
    if (mark.kind === 'cell') progress.marks[mark.cell] = mark.hole ? 1 : 2;
    else (mark.on ? progress.stitches : progress.ruledOut).push([mark.a, mark.b]);
  }
}

/** The move the rung `id` alone makes first on a position, or null when it makes none (or the position breaks a rule). */
export function rungAlone(puzzle: StitchesPuzzle, progress: Position, id: string): HintMark | null {
  const m = buildModel(puzzle);
  const s = stateWith(m, progress, new Set(progress.ruledOut.map(([a, b]) => candidateBetween(m, a, b))), []);
  const rung = RUNGS.find((r) => r.id === id);
  if (!s || !rung) return null;
  s.explaining = true;
  s.first = null;
  if (rung.apply(s) < 0) return null;
  const d = firstOf(s);
  if (!d) return null;
  return d.kind === 'stitch' ? { kind: 'stitch', a: m.candA[d.id]!, b: m.candB[d.id]!, on: d.value === IN } : { kind: 'cell', cell: d.id, hole: d.value === HOLE };
}
// read through a call: TypeScript would otherwise keep the null it saw assigned before apply()
const firstOf = (s: State): State['first'] => s.first;

/** The squares a hint looks at, for its move on a puzzle. */
export const hintFocus = (puzzle: StitchesPuzzle, hint: Hint): number[] => focusOf(buildModel(puzzle), hint.rung, hint.mark, hint.reason);

/** The example of rung `rung` a puzzle id and a number of steps name (technique-examples.json), drawn. */
export function techniqueExample(puzzleId: string, steps: number, rung: string): TechniqueExample {
  const parsed = parsePuzzle(puzzleId);
  if (!parsed.ok) throw new Error(`technique example ${puzzleId}: ${parsed.error.message}`);
  const puzzle = parsed.value, at = nth(hintPositions(puzzle), steps);
  if (at?.hint.rung !== rung) throw new Error(`technique example ${puzzleId}: no ${rung} hint after ${steps} steps`);
  return drawExample(puzzle, rung, hintFocus(puzzle, at.hint), at.hint.reason, at.hint.mark, (o) => render(puzzle, null, { ...o, progress: at.progress }));
}
