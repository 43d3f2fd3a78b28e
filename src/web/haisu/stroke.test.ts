import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blankPuzzle, compileBoard } from '../../haisu/index.ts';
import { Stroke } from './stroke.ts';
import { EMPTY, LINE, NO_LINE, WalkBoard } from '../../haisu/play-model.ts';

// A 5 × 5 board: cell id = row * 5 + col.
const board = compileBoard(blankPuzzle(5, 5, [0, 0], [4, 4]));
const drag = (wb: WalkBoard, cells: number[]) => {
  const s = new Stroke(wb, cells[0]!);
  for (const c of cells.slice(1)) s.to(c);
  return s;
};

describe('a stroke of the pointer', () => {
  it('draws a line through the cells it passes, and records them as one move', () => {
    const wb = new WalkBoard(board);
    const s = drag(wb, [0, 1, 2, 7]);
    expect(wb.gapsWith(LINE)).toEqual([[0, 1], [1, 2], [2, 7]]);
    expect(s.changes()).toEqual([[0, 1, LINE], [1, 2, LINE], [2, 7, LINE]]);
    expect(s.moved).toBe(true);
  });

  it('takes its own lines back when dragged back, and gives a "no line" mark back as it was', () => {
    const wb = new WalkBoard(board, [{ t: 'set', gaps: [[1, 2, NO_LINE]] }]);
    const s = drag(wb, [0, 1, 2, 1, 0]);
    expect(wb.at(1, 2)).toBe(NO_LINE);
    expect(wb.gapsWith(LINE)).toEqual([]);
    expect(s.changes()).toEqual([]);
    expect(s.moved).toBe(true);
  });

  it('rubs lines out when it starts along one, and leaves marks alone', () => {
    const wb = new WalkBoard(board, [{ t: 'reset', path: [0, 1, 2, 3] }, { t: 'set', gaps: [[3, 4, NO_LINE]] }]);
    const s = drag(wb, [1, 2, 3, 4]);
    expect(wb.gapsWith(LINE)).toEqual([[0, 1]]);
    expect(wb.at(3, 4)).toBe(NO_LINE);
    expect(s.changes()).toEqual([[1, 2, EMPTY], [2, 3, EMPTY]]);
  });

  it('fills in the cells a fast pointer skips, one neighbour at a time', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 6 }), (targets) => {
      const wb = new WalkBoard(board);
      const s = new Stroke(wb, 12);
      for (const t of targets) s.to(t);
      // every line joins neighbours, and replaying the recorded change gives the same board
      const replay = new WalkBoard(board, [{ t: 'set', gaps: s.changes() }]);
      expect(replay.gap).toEqual(wb.gap);
      for (const [a, b] of wb.gapsWith(LINE)) expect([1, 5]).toContain(Math.abs(a - b));
    }));
    const wb = new WalkBoard(board);
    drag(wb, [0, 12]);
    expect(wb.gapsWith(LINE)).toEqual([[0, 5], [5, 6], [6, 11], [11, 12]]);
  });
});
