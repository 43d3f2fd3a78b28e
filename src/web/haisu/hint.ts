/**
 * A hint for the play page. First any mark that contradicts the answer (the engine's hint can
 * only see marks that break a rule already). Then the engine's `nextHint`, the next deduction
 * of the cheapest rung that makes one; gaps it only rules out are taken in silently and asked
 * again, so the player is shown a line, which teaches more than a cross.
 */
import { edgeBetween, nextHint, RUNGS, type Board, type Cell, type HaisuPuzzle } from '../../haisu/index.ts';
import { EMPTY, LINE } from './walk-board.ts';
import type { HintGap } from './board-view.ts';

export interface HintReply {
  reason: string;
  gap: HintGap;
}

const NEEDS_A_GUESS = 'The rules alone do not settle the next step from here (this puzzle needs a guess somewhere); this line is the next one of the answer.';

/** The next hint, or null when the drawing already is the answer. */
export function hintFor(puzzle: HaisuPuzzle, b: Board, answer: readonly number[], lines: readonly [number, number][], noLines: readonly [number, number][]): HintReply | null {
  const inAnswer = new Uint8Array(b.edgeCount);
  for (let i = 1; i < answer.length; i++) inAnswer[edgeBetween(b, answer[i - 1]!, answer[i]!)] = 1;
  const wrongLine = lines.find(([x, y]) => !inAnswer[edgeBetween(b, x, y)]);
  if (wrongLine) return { reason: 'This line is not part of the walk: take it away.', gap: { a: wrongLine[0], b: wrongLine[1], mark: EMPTY } };
  const wrongMark = noLines.find(([x, y]) => inAnswer[edgeBetween(b, x, y)]);
  if (wrongMark) return { reason: 'The walk does pass through this gap: take the "no line" mark away.', gap: { a: wrongMark[0], b: wrongMark[1], mark: EMPTY } };

  const cell = (id: number): Cell => [Math.floor(id / b.width), id % b.width];
  const progress = { lines: lines.map(([x, y]): [Cell, Cell] => [cell(x), cell(y)]), cuts: noLines.map(([x, y]): [Cell, Cell] => [cell(x), cell(y)]) };
  for (;;) {
    const hint = nextHint(puzzle, progress);
    if (hint.kind === 'cut') { progress.cuts.push(hint.cells); continue; }
    if (hint.kind === 'line') {
      const rung = RUNGS.find((r) => r.id === hint.rung)!;
      const [x, y] = hint.cells.map(([r, c]) => r * b.width + c) as [number, number];
      return { reason: `${rung.name}: ${rung.summary}. So the walk runs through this gap.`, gap: { a: x, b: y, mark: LINE } };
    }
    if (hint.kind === 'done') return null;
    break; // stuck (or a mistake, which the answer check above rules out)
  }
  const drawn = new Set(lines.map(([x, y]) => edgeBetween(b, x, y)));
  const next = answer.findIndex((c, i) => i > 0 && !drawn.has(edgeBetween(b, answer[i - 1]!, c)));
  return next < 0 ? null : { reason: NEEDS_A_GUESS, gap: { a: answer[next - 1]!, b: answer[next]!, mark: LINE } };
}
