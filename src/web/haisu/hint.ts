/**
 * A hint for the play page. First any mark that contradicts the answer (the engine's hint can
 * only see marks that break a rule already). Then the engine's `nextHint`, the next deduction
 * of the cheapest rung that makes one; gaps it only rules out are taken in silently and asked
 * again, so the player is shown a line, which teaches more than a cross.
 */
import { edgeBetween, nextHint, RUNGS, type Board, type Cell, type HaisuPuzzle } from '../../haisu/index.ts';
import { EMPTY, LINE, type HintGap } from '../../haisu/play-model.ts';
import { cellName } from '../../core/grid.ts';
import { techniqueOf } from '../shared/techniques.ts';

export interface HintReply {
  reason: string;
  gap: HintGap;
  /** gaps ruled out on the way to the line, shown beside it (not applied) */
  crosses: [number, number][];
  /** the rung that drew the line (a technique of shared/techniques.ts), if one did */
  rung?: string;
  /** the cells the rule looks at, shaded on the board */
  focus?: number[];
}

/** The cells next to a cell, up, left, right, down. */
const around = (b: Board, x: number): number[] => {
  const r = Math.floor(x / b.width), c = x % b.width, out: number[] = [];
  for (const [nr, nc] of [[r - 1, c], [r, c - 1], [r, c + 1], [r + 1, c]] as const) if (nr >= 0 && nr < b.height && nc >= 0 && nc < b.width) out.push(nr * b.width + nc);
  return out;
};

/**
 * Why a rung's line holds, in the words of the cells at hand where the page can see it (a cell
 * with just enough gaps left open), else the technique's rule; and the cells it looks at.
 */
function why(b: Board, rung: string, x: number, y: number, cuts: readonly [number, number][]): { words: string; focus: number[] } {
  const cut = new Set(cuts.map(([p, q]) => edgeBetween(b, p, q)));
  if (rung === 'degree') {
    for (const cell of [x, y]) {
      const open = around(b, cell).filter((n) => !cut.has(edgeBetween(b, cell, n)));
      const ends = cell === b.start || cell === b.goal ? 1 : 2;
      if (open.length === ends) {
        const what = ends === 1 ? `${cell === b.start ? 'S' : 'G'} has one line end and only one gap left open` : `${cellName(b, cell)} needs two line ends and has only two gaps left open`;
        return { words: `${what}, so the walk uses ${ends === 1 ? 'it' : 'both'}.`, focus: [cell, ...open] };
      }
    }
    return { words: 'every cell takes exactly two line ends (S and G one), and no line may close a loop or end the walk early.', focus: [x, y, ...around(b, x), ...around(b, y)] };
  }
  const regions = new Set([b.region[x]!, b.region[y]!]);
  const focus = Array.from({ length: b.width * b.height }, (_, c) => c).filter((c) => regions.has(b.region[c]!));
  const t = techniqueOf('haisu', rung);
  return { words: t ? t.words.charAt(0).toLowerCase() + t.words.slice(1) : '', focus };
}

/** What a rung's move settles about a gap, as a hint's reason ends. */
const settles = (gap: string, kind: 'line' | 'cut'): string => (kind === 'line' ? `So the walk runs through ${gap}.` : `So the walk does not pass through ${gap}: it is marked ×.`);
const gapWords = (b: Board, x: number, y: number): string => `the gap between ${cellName(b, x)} and ${cellName(b, y)}`;

/**
 * A rung's single move (a line drawn, or a gap crossed out, between cells x and y) as a hint says
 * it, with the cells it looks at: the reason a play hint gives, and the techniques page's caption.
 */
export function moveWords(b: Board, rung: string, x: number, y: number, cuts: readonly [number, number][], kind: 'line' | 'cut'): { reason: string; focus: number[] } {
  const because = why(b, rung, x, y, cuts);
  return { reason: `${nameOf(rung)}: ${because.words} ${settles(gapWords(b, x, y), kind)}`, focus: because.focus };
}

const needsAGuess = (b: Board, x: number, y: number): string =>
  `The rules alone do not settle the next step from here (this puzzle needs a guess somewhere); the answer's next line joins ${cellName(b, x)} and ${cellName(b, y)}.`;

/** The next hint, or null when the drawing already is the answer. */
export function hintFor(puzzle: HaisuPuzzle, b: Board, answer: readonly number[], lines: readonly [number, number][], noLines: readonly [number, number][]): HintReply | null {
  const inAnswer = new Uint8Array(b.edgeCount);
  for (let i = 1; i < answer.length; i++) inAnswer[edgeBetween(b, answer[i - 1]!, answer[i]!)] = 1;
  const wrongLine = lines.find(([x, y]) => !inAnswer[edgeBetween(b, x, y)]);
  if (wrongLine) return { reason: `The line between ${cellName(b, wrongLine[0])} and ${cellName(b, wrongLine[1])} is not part of the walk: take it away.`, gap: { a: wrongLine[0], b: wrongLine[1], mark: EMPTY }, crosses: [] };
  const wrongMark = noLines.find(([x, y]) => inAnswer[edgeBetween(b, x, y)]);
  if (wrongMark) return { reason: `The walk does pass between ${cellName(b, wrongMark[0])} and ${cellName(b, wrongMark[1])}: take the "no line" mark away.`, gap: { a: wrongMark[0], b: wrongMark[1], mark: EMPTY }, crosses: [] };

  const cell = (id: number): Cell => [Math.floor(id / b.width), id % b.width];
  const progress = { lines: lines.map(([x, y]): [Cell, Cell] => [cell(x), cell(y)]), cuts: noLines.map(([x, y]): [Cell, Cell] => [cell(x), cell(y)]) };
  const id = ([r, c]: Cell): number => r * b.width + c;
  const crosses: [number, number][] = [];
  const crossedBy = new Set<string>();
  for (;;) {
    const hint = nextHint(puzzle, progress);
    if (hint.kind === 'cut') {
      progress.cuts.push(hint.cells);
      crosses.push([id(hint.cells[0]), id(hint.cells[1])]);
      crossedBy.add(nameOf(hint.rung));
      continue;
    }
    if (hint.kind === 'line') {
      const x = id(hint.cells[0]), y = id(hint.cells[1]);
      const cuts = progress.cuts.map(([p, q]): [number, number] => [id(p), id(q)]);
      if (!crosses.length) return { ...moveWords(b, hint.rung, x, y, cuts, 'line'), gap: { a: x, b: y, mark: LINE }, crosses, rung: hint.rung };
      const because = why(b, hint.rung, x, y, cuts);
      const after = ` Once the ${crosses.length === 1 ? 'gap' : `${crosses.length} gaps`} marked × ${crosses.length === 1 ? 'is' : 'are'} ruled out (by ${[...crossedBy].map((n) => `“${n}”`).join(' and ')}), the walk must run through ${gapWords(b, x, y)} (dashed).`;
      return { reason: `${nameOf(hint.rung)}: ${because.words}${after}`, gap: { a: x, b: y, mark: LINE }, crosses, rung: hint.rung, focus: because.focus };
    }
    if (hint.kind === 'done') return null;
    break; // stuck (or a mistake, which the answer check above rules out)
  }
  const drawn = new Set(lines.map(([x, y]) => edgeBetween(b, x, y)));
  const next = answer.findIndex((c, i) => i > 0 && !drawn.has(edgeBetween(b, answer[i - 1]!, c)));
  return next < 0 ? null : { reason: needsAGuess(b, answer[next - 1]!, answer[next]!), gap: { a: answer[next - 1]!, b: answer[next]!, mark: LINE }, crosses };
}

/** A rung by the technique's name a player knows (shared/techniques.ts), or the rung's own. */
const nameOf = (rungId: string): string => techniqueOf('haisu', rungId)?.title ?? RUNGS.find((r) => r.id === rungId)!.name;
