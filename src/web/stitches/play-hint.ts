/**
 * Hints on the play board. A hint places a stitch: the engine's next deduction is often a
 * smaller step (a border that takes no stitch, a square that stays empty or takes a hole), and
 * such steps are taken here silently, one after another with the ladder run afresh each time,
 * until a rung places a stitch. The steps on the way are shown beside the stitch (not applied),
 * as the Haisu hints show the gaps they rule out.
 *
 * - Mistakes come first: the engine's nextHint reports wrong stitches and marks, and crossed-out
 *   borders the answer stitches are pointed out here.
 * - Borders the player crossed out count as ruled out, so a hint never repeats one.
 * - When the rungs have nothing left to decide, what is drawn may already force the rest; the
 *   next missing stitch of the answer is then the hint.
 */
import { buildModel, EMPTY, HOLE, IN, nextHint, RUNGS, State, type Hint, type HintMark, type HintProgress, type Model, type StitchesPuzzle } from '../../stitches/index.ts';
import { candidateBetween } from '../../stitches/model.ts';
import { cellName, columnLabel, rowLabel } from '../../core/grid.ts';

/** A hint as the page shows it: the engine's, with the smaller steps taken on the way to its stitch. */
export interface PlayHint extends Hint {
  steps: HintMark[];
  /** the squares the rule that places the stitch looks at (a block, a row or a column), shaded on the board */
  focus: number[];
}

/** The squares a rung looked at to decide `mark`: its blocks, or for a count, the row or column its reason names. */
export function focusOf(m: Model, rung: string, mark: HintMark | null, reason: string): number[] {
  if (!mark) return [];
  const cells = mark.kind === 'stitch' ? [mark.a, mark.b] : [mark.cell];
  if (rung === 'line') {
    for (const x of cells) {
      const r = Math.floor(x / m.width), c = x % m.width;
      if (reason.toLowerCase().includes(`row ${rowLabel(r)} `)) return Array.from({ length: m.width }, (_, i) => r * m.width + i);
      if (reason.toLowerCase().includes(`column ${columnLabel(c).toLowerCase()} `)) return Array.from({ length: m.height }, (_, i) => i * m.width + c);
    }
    return cells;
  }
  const blocks = new Set(cells.map((x) => m.region[x]!));
  return Array.from({ length: m.cellCount }, (_, x) => x).filter((x) => blocks.has(m.region[x]!));
}

// read through a call: TypeScript would otherwise keep the null it saw assigned before apply()
const firstDecision = (s: State): State['first'] => s.first;

const where = (m: Model, x: number): string => cellName(m, x);
const stuck: Hint = { mark: null, rung: 'check', reason: 'The stitches, crosses and marks on the board contradict the rules: undo the last few moves.' };
/** A safety net: no board needs more small steps than it has borders and squares. */
const stepLimit = (m: Model): number => m.candCount + m.cellCount;

/** The ladder's state with the progress and the steps taken so far, or null on a contradiction. */
export function stateWith(m: Model, progress: HintProgress, cross: ReadonlySet<number>, steps: readonly HintMark[]): State | null {
  const s = new State(m);
  let ok = true;
  for (const [a, b] of progress.stitches) ok &&= s.setIn(candidateBetween(m, a, b));
  for (const c of cross) if (s.cand[c] !== IN) ok &&= s.setOut(c);
  Array.from(progress.marks ?? [], (v, x) => { if (v === HOLE || v === EMPTY) ok &&= s.setCell(x, v); });
  for (const step of steps) {
    if (step.kind === 'cell') ok &&= s.cell[step.cell] === (step.hole ? HOLE : EMPTY) || s.setCell(step.cell, step.hole ? HOLE : EMPTY);
    else ok &&= s.setOut(candidateBetween(m, step.a, step.b));
  }
  return ok ? s : null;
}

/** The next single deduction on a state: a forced stitch not drawn yet, else the cheapest rung's first decision. */
function nextDecision(m: Model, s: State, drawn: ReadonlySet<number>): Hint | null {
  for (const c of s.placed()) {
    if (!drawn.has(c)) {
      return { mark: { kind: 'stitch', a: m.candA[c]!, b: m.candB[c]!, on: true }, rung: 'pair',
        reason: `What is on the board forces the stitch ${where(m, m.candA[c]!)}–${where(m, m.candB[c]!)}: one of its squares must take a hole and this is its only stitch left.` };
    }
  }
  s.explaining = true;
  for (const rung of RUNGS) {
    s.first = null;
    s.reason = null;
    if (rung.apply(s) < 0) return stuck;
    const d = firstDecision(s);
    if (!d) continue;
    const mark: HintMark = d.kind === 'stitch'
      ? { kind: 'stitch', a: m.candA[d.id]!, b: m.candB[d.id]!, on: d.value === IN }
      : { kind: 'cell', cell: d.id, hole: d.value === HOLE };
    const reason = d.reason ?? `${rung.name} settles this.`;
    return { mark, rung: rung.id, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
  }
  return null;
}

const placesStitch = (h: Hint | null): boolean => h?.mark?.kind === 'stitch' && h.mark.on;

/** The words that say which smaller steps came first, and why the first of them hold. */
function stepsNote(steps: readonly HintMark[], why: readonly string[]): string {
  if (!steps.length) return '';
  const borders = steps.filter((s) => s.kind === 'stitch').length, squares = steps.length - borders;
  const parts = [
    borders ? `${borders} ${borders === 1 ? 'border takes' : 'borders take'} no stitch (dashed ×)` : '',
    squares ? `${squares} ${squares === 1 ? 'square is' : 'squares are'} settled (dashed circle)` : '',
  ].filter(Boolean);
  const shown = why.slice(0, 2).map((w) => w.charAt(0).toLowerCase() + w.slice(1).replace(/\.$/, '')).join('; ');
  const more = why.length > 2 ? ` (and ${why.length - 2} more steps like ${why.length - 2 === 1 ? 'it' : 'them'})` : '';
  return ` This comes after ${parts.join(' and ')}: ${shown}${more}.`;
}

export function playHint(puzzle: StitchesPuzzle, progress: HintProgress, crossed: [number, number][],
  answer: readonly [number, number][] | null): PlayHint | null {
  const m = buildModel(puzzle);
  const cross = new Set(crossed.map(([a, b]) => candidateBetween(m, a, b)));
  for (const [a, b] of answer ?? []) {
    if (cross.has(candidateBetween(m, a, b))) {
      return { mark: { kind: 'stitch', a, b, on: true }, rung: 'check', steps: [], focus: [], reason: `The border ${where(m, a)}–${where(m, b)} is crossed out, but the answer has a stitch there.` };
    }
  }
  const hint = nextHint(puzzle, { ...progress, ruledOut: crossed });
  if (hint?.rung === 'check') return { ...hint, steps: [], focus: [] };
  if (!hint) return null;
  const drawn = new Set(progress.stitches.map(([a, b]) => candidateBetween(m, a, b)));
  const steps: HintMark[] = [], why: string[] = [];
  let next: Hint | null = hint;
  while (next?.mark && !placesStitch(next) && next.rung !== 'check' && steps.length < stepLimit(m)) {
    steps.push(next.mark);
    why.push(next.reason);
    const s = stateWith(m, progress, cross, steps);
    next = s ? nextDecision(m, s, drawn) : stuck;
  }
  if (next && !next.mark) return { ...next, steps: [], focus: [] };
  if (placesStitch(next)) return { ...next!, reason: next!.reason + stepsNote(steps, why), steps, focus: focusOf(m, next!.rung, next!.mark, next!.reason) };
  if (next?.rung === 'check') return { ...next, steps: [], focus: [] };
  const missing = (answer ?? []).find(([a, b]) => !drawn.has(candidateBetween(m, a, b)));
  return missing
    ? { mark: { kind: 'stitch', a: missing[0], b: missing[1], on: true }, rung: 'answer', steps, focus: [],
      reason: `No single rule places the next stitch from here; the answer has one at ${where(m, missing[0])}–${where(m, missing[1])}.${stepsNote(steps, why)}` }
    : null;
}
