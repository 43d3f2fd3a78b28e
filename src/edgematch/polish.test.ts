import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { fillRows } from './fill.ts';
import { makeInstance } from './make.ts';
import { emptyBoard, turnBoardQuarter } from './model.ts';
import { polishBoard } from './polish.ts';
import { scoreBoard } from './score.ts';
import { verifyBoard } from './verify.ts';

describe('turnBoardQuarter', () => {
  it('keeps the score and the frame, swaps the sides, and four turns give the board back', () => {
    const rng = Rng.fromSeed('quarter');
    const { board } = makeInstance({ width: 5, height: 3, frameColours: 2, innerColours: 4 }, rng);
    const filled = fillRows(emptyBoard(board), 3, rng);
    const once = turnBoardQuarter(filled);
    expect([once.width, once.height]).toEqual([3, 5]);
    expect(verifyBoard(once)).toEqual([]);
    expect(scoreBoard(once).score).toBe(scoreBoard(filled).score);
    // the bottom-left cell goes to the top-left, turned once
    expect(once.cells[0]).toEqual([filled.cells[10]![0], (filled.cells[10]![1] + 1) & 3]);
    expect(turnBoardQuarter(turnBoardQuarter(turnBoardQuarter(once)))).toEqual(filled);
  });
});

describe('polishBoard', { timeout: 120_000 }, () => {
  it('raises the score of filled random boards, keeps them legal, and a settled board polishes to itself', () => {
    let raised = 0;
    for (let t = 0; t < 6; t++) {
      const rng = Rng.fromSeed(`polish-${t}`);
      const { board } = makeInstance({ width: 5, height: 5, frameColours: 2, innerColours: 4 }, rng);
      const filled = fillRows(emptyBoard(board), 5, rng);
      const p = polishBoard(filled, { rows: 2, maxNodes: 1e8 });
      expect(p.stop).toBe('settled');
      expect(verifyBoard(p.board)).toEqual([]);
      expect(p.start).toBe(scoreBoard(filled).score);
      expect(p.score).toBe(scoreBoard(p.board).score);
      // every improvement raised the whole board's score by what its band gained
      const gained = p.bands.reduce((a, b) => a + (b.best !== null && b.best < b.before ? b.before - b.best : 0), 0);
      expect(p.score - p.start).toBe(gained);
      if (p.score > p.start) raised++;
      const again = polishBoard(p.board, { rows: 2, maxNodes: 1e8 });
      expect([again.sweeps, again.score, again.bands.every((b) => b.best === b.before)]).toEqual([1, p.score, true]);
    }
    expect(raised).toBeGreaterThan(3);
  });

  it('stops at the node budget', () => {
    const rng = Rng.fromSeed('budget');
    const { board } = makeInstance({ width: 6, height: 6, frameColours: 2, innerColours: 5 }, rng);
    const p = polishBoard(fillRows(emptyBoard(board), 6, rng), { rows: 2, maxNodes: 50, bandNodes: 20 });
    expect(p.stop).toBe('max-nodes');
    expect(p.bands.some((b) => b.best === null)).toBe(true);
  });
});
