/**
 * A hint for the play page. First any mark that contradicts the answer (the engine's hint can
 * only see marks that break a rule already). Then the engine's `nextHint`, the next deduction
 * of the cheapest rung that makes one; gaps it only rules out are taken in silently and asked
 * again, so the player is shown a line, which teaches more than a cross.
 */
import { edgeBetween, nextHint, RUNGS, type Board, type Cell, type HaisuPuzzle } from '../../haisu/index.ts';
import { EMPTY, LINE } from './walk-board.ts';
import { cellName } from '../../core/grid.ts';
import type { HintGap } from './board-view.ts';

export interface HintReply {
  reason: string;
  gap: HintGap;
  /** gaps ruled out on the way to the line, shown beside it (not applied) */
  crosses: [number, number][];
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
      const rung = RUNGS.find((r) => r.id === hint.rung)!;
      const gap = `the gap between ${cellName(b, id(hint.cells[0]))} and ${cellName(b, id(hint.cells[1]))}`;
      const after = crosses.length
        ? ` Once the ${crosses.length === 1 ? 'gap' : `${crosses.length} gaps`} marked × ${crosses.length === 1 ? 'is' : 'are'} ruled out (by the ${[...crossedBy].join(' and ')} ${crossedBy.size === 1 ? 'rule' : 'rules'}), the walk must run through ${gap} (dashed).`
        : ` So the walk runs through ${gap}.`;
      const reason = `${rung.name}: ${rung.summary}.${after}`;
      return { reason, gap: { a: id(hint.cells[0]), b: id(hint.cells[1]), mark: LINE }, crosses };
    }
    if (hint.kind === 'done') return null;
    break; // stuck (or a mistake, which the answer check above rules out)
  }
  const drawn = new Set(lines.map(([x, y]) => edgeBetween(b, x, y)));
  const next = answer.findIndex((c, i) => i > 0 && !drawn.has(edgeBetween(b, answer[i - 1]!, c)));
  return next < 0 ? null : { reason: needsAGuess(b, answer[next - 1]!, answer[next]!), gap: { a: answer[next - 1]!, b: answer[next]!, mark: LINE }, crosses };
}

const nameOf = (rungId: string): string => RUNGS.find((r) => r.id === rungId)!.name.toLowerCase();
