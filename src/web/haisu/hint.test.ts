import { describe, expect, it } from 'vitest';
import { compileBoard, edgeBetween, parsePuzzle, solvePuzzle } from '../../haisu/index.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { hintFor } from './hint.ts';
import { EMPTY, LINE, NO_LINE, readWalk, WalkBoard } from '../../haisu/play-model.ts';

const boards = BANK.slice(0, 3).map(({ id }) => {
  const p = parsePuzzle(id);
  if (!p.ok) throw new Error(p.error.message);
  const w = p.value.width;
  return { puzzle: p.value, board: compileBoard(p.value), answer: solvePuzzle(p.value).solution!.path.map(([r, c]) => r * w + c) };
});

describe('hints on the play page', () => {
  it('taken one after another from an empty board, draw only lines of the answer, rule out only gaps off it, and end solved', () => {
    for (const { puzzle, board, answer } of boards) {
      const wb = new WalkBoard(board);
      let taken = 0, fromRungs = 0;
      for (let hint = hintFor(puzzle, board, answer, [], []); hint; hint = hintFor(puzzle, board, answer, wb.gapsWith(LINE), wb.gapsWith(NO_LINE))) {
        expect(hint.gap.mark).toBe(LINE);
        expect(answer.some((c, i) => i > 0 && edgeBetween(board, answer[i - 1]!, c) === edgeBetween(board, hint.gap.a, hint.gap.b))).toBe(true);
        for (const [x, y] of hint.crosses) expect(answer.some((c, i) => i > 0 && edgeBetween(board, answer[i - 1]!, c) === edgeBetween(board, x, y))).toBe(false);
        if (!hint.reason.startsWith('The rules alone')) fromRungs++;
        wb.apply({ t: 'set', gaps: [[hint.gap.a, hint.gap.b, LINE]] });
        expect(++taken).toBeLessThan(board.size);
      }
      expect(readWalk(wb).solved).toBe(true);
      expect(taken).toBe(board.size - 1);
      expect(fromRungs).toBeGreaterThan(0);
    }
  });

  it('point first at a line off the answer, then at a "no line" mark on it', () => {
    const { puzzle, board, answer } = boards[0]!;
    const used = new Set(answer.slice(1).map((c, i) => edgeBetween(board, answer[i]!, c)));
    const off = Array.from({ length: board.edgeCount }, (_, e) => e).find((e) => !used.has(e))!;
    const offPair: [number, number] = [board.edgeA[off]!, board.edgeB[off]!];
    const onPair: [number, number] = [Math.min(answer[0]!, answer[1]!), Math.max(answer[0]!, answer[1]!)];
    const both = hintFor(puzzle, board, answer, [offPair], [onPair]);
    expect(both?.gap).toEqual({ a: offPair[0], b: offPair[1], mark: EMPTY });
    expect(both?.reason).toMatch(/not part of the walk/);
    const mark = hintFor(puzzle, board, answer, [], [onPair]);
    expect(mark?.gap).toEqual({ a: onPair[0], b: onPair[1], mark: EMPTY });
  });
});
