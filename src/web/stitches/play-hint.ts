/**
 * Hints on the play board, which can show more than the engine's nextHint reads: borders the
 * player crossed out ("no stitch here"), and stitches the board already forces but the player
 * has not drawn.
 *
 * - nextHint's deduction is often that some border takes no stitch. Once the player has
 *   crossed it out, asking again would repeat it forever; then the ladder is run here with the
 *   crosses known, cheapest rung first as nextHint does, and its first new decision is the hint.
 * - When the rungs have nothing left to decide, the stitches and marks drawn may already force
 *   the rest (a marked hole with one way out); nextHint then says "finished", while the player
 *   still has stitches to draw. The next missing stitch of the answer is the hint.
 * Mistakes come first: nextHint reports wrong stitches and marks, and crossed-out borders the
 * answer stitches are pointed out here.
 */
import { buildModel, EMPTY, HOLE, IN, nextHint, RUNGS, State, type Hint, type HintProgress, type Model, type StitchesPuzzle } from '../../stitches/index.ts';
import { candidateBetween } from '../../stitches/model.ts';

// read through a call: TypeScript would otherwise keep the null it saw assigned before apply()
const firstDecision = (s: State): State['first'] => s.first;

const where = (m: Model, x: number): string => `[${Math.floor(x / m.width)},${x % m.width}]`;
const stuck: Hint = { mark: null, rung: 'check', reason: 'The stitches, crosses and marks on the board contradict the rules: undo the last few moves.' };

/** The ladder's first decision with the crosses known, or null when no rung decides anything. */
function ladderWithCrosses(m: Model, progress: HintProgress, cross: Set<number>): Hint | null {
  const s = new State(m);
  let consistent = true;
  for (const [a, b] of progress.stitches) consistent &&= s.setIn(candidateBetween(m, a, b));
  for (const c of cross) consistent &&= s.setOut(c);
  Array.from(progress.marks ?? [], (v, x) => { if (v === HOLE || v === EMPTY) consistent &&= s.setCell(x, v); });
  if (!consistent) return stuck;
  s.explaining = true;
  for (const rung of RUNGS) {
    s.first = null;
    s.reason = null;
    if (rung.apply(s) < 0) return stuck;
    const d = firstDecision(s);
    if (!d) continue;
    const mark: Hint['mark'] = d.kind === 'stitch'
      ? { kind: 'stitch', a: m.candA[d.id]!, b: m.candB[d.id]!, on: d.value === IN }
      : { kind: 'cell', cell: d.id, hole: d.value === HOLE };
    return { mark, rung: rung.id, reason: d.reason ?? `${rung.name} settles this.` };
  }
  return null;
}

export function playHint(puzzle: StitchesPuzzle, progress: HintProgress, crossed: [number, number][],
  answer: readonly [number, number][] | null): Hint | null {
  let hint = nextHint(puzzle, progress);
  if (hint?.rung === 'check') return hint;
  const m = buildModel(puzzle);
  const cross = new Set(crossed.map(([a, b]) => candidateBetween(m, a, b)));
  for (const [a, b] of answer ?? []) {
    if (cross.has(candidateBetween(m, a, b))) {
      return { mark: { kind: 'stitch', a, b, on: true }, rung: 'check', reason: `The border ${where(m, a)}–${where(m, b)} is crossed out, but the answer has a stitch there.` };
    }
  }
  const mark = hint?.mark;
  if (mark?.kind === 'stitch' && !mark.on && cross.has(candidateBetween(m, mark.a, mark.b))) hint = ladderWithCrosses(m, progress, cross);
  if (hint) return hint;
  const drawn = new Set(progress.stitches.map(([a, b]) => candidateBetween(m, a, b)));
  const next = (answer ?? []).find(([a, b]) => !drawn.has(candidateBetween(m, a, b)));
  return next
    ? { mark: { kind: 'stitch', a: next[0], b: next[1], on: true }, rung: 'answer', reason: `What is on the board already forces the stitch ${where(m, next[0])}–${where(m, next[1])}.` }
    : null;
}
