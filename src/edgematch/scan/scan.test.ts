import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { makeInstance } from '../make.ts';
import { borderSides, edgeAt, internalEdgeCount, type Instance, type Placement } from '../model.ts';
import { scoreBoard } from '../score.ts';
import { everyFrameLegalFilling } from '../testing.ts';
import { verifyBoard } from '../verify.ts';
import { ScanSearch, scheduleTable, type Clue } from './scan.ts';

/** Every frame-legal board by brute force; the best score among those the scan can build (no cell breaks both its left and top edges). */
function bruteBest(inst: Instance, clues: Clue[] = []): { any: number; scan: number } {
  const { width: w, height: h } = inst;
  const fixed = new Map(clues.map((c) => [c.cell, c]));
  const cells: [number, number][] = [];
  for (let i = 0; i < w * h; i++) if (!fixed.has(i)) cells.push([Math.floor(i / w), i % w]);
  const ids = inst.pieces.map((_, i) => i).filter((i) => !clues.some((c) => c.piece === i));
  let any = -1, scan = -1;
  everyFrameLegalFilling(w, h, inst.pieces, cells, ids, (ps) => {
    const board = new Array<Placement | null>(w * h);
    cells.forEach(([r, c], k) => { board[r * w + c] = ps[k]!; });
    for (const c of clues) board[c.cell] = [c.piece, c.rotation];
    const b = { ...inst, cells: board };
    const s = scoreBoard(b).score;
    any = Math.max(any, s);
    // a scan placement matches its left or its top (or sits where that side is the frame)
    const edge = (i: number, side: number) => edgeAt(inst.pieces[board[i]![0]]!, board[i]![1], side);
    const fine = cells.every(([r, c]) => {
      const i = r * w + c;
      const leftBad = c > 0 && edge(i - 1, 1) !== edge(i, 3);
      const topBad = r > 0 && edge(i - w, 2) !== edge(i, 0);
      return !(leftBad && topBad);
    });
    if (fine) scan = Math.max(scan, s);
  });
  return { any, scan };
}

const everything = { start: 0, total: 1000, shape: 1 };

describe('scheduleTable', () => {
  it('is zero before its start, rises to its total at the last cell and never falls', () => {
    const t = scheduleTable({ start: 0.5, total: 10, shape: 2 }, 20);
    expect([...t.slice(0, 10)].every((x) => x === 0)).toBe(true);
    expect(t[19]).toBe(10);
    for (let i = 1; i < 20; i++) expect(t[i]!).toBeGreaterThanOrEqual(t[i - 1]!);
  });
});

describe('ScanSearch', { timeout: 120_000 }, () => {
  it('finds the best board brute force finds on small random instances, with the score scoreBoard gives', () => {
    let imperfect = 0;
    for (let t = 0; t < 8; t++) {
      const rng = Rng.fromSeed(`scan-brute-${t}`);
      const { board } = makeInstance({ width: 3, height: 3, frameColours: 2, innerColours: 3 }, rng);
      // scramble the planted board's pieces so that many instances have no perfect board
      const inst: Instance = { width: board.width, height: board.height, pieces: board.pieces.map((p) => [...p]) };
      if (t >= 2) {
        const inner = inst.pieces.findIndex((p) => !p.includes(0));
        inst.pieces[inner] = inst.pieces[inner]!.map((c) => (c === 0 ? 0 : 3 + ((c + t) % 3)));
      }
      const brute = bruteBest(inst);
      const s = new ScanSearch(inst, { seed: `s${t}`, schedule: everything });
      expect(s.run(1e9)).toBe(true);
      const best = s.bestBoard()!;
      expect(verifyBoard(best)).toEqual([]);
      expect(s.best.score).toBe(scoreBoard(best).score);
      expect(s.best.score).toBe(brute.scan);
      if (brute.any < internalEdgeCount(inst.width, inst.height)) imperfect++;
    }
    expect(imperfect).toBeGreaterThan(0);
  });

  it('with no breaks allowed finds a perfect board of a planted instance, and none below it', () => {
    for (let t = 0; t < 4; t++) {
      const { board } = makeInstance({ width: 5, height: 5, frameColours: 2, innerColours: 4 }, Rng.fromSeed(`scan-plant-${t}`));
      // with restarts too: once a perfect board is found, the search ends instead of restarting in vain
      const s = new ScanSearch(board, { seed: 'p', schedule: { start: 0, total: 0, shape: 1 }, restartNodes: t === 0 ? 0 : 1_000_000 });
      expect(s.run(1e9)).toBe(true);
      expect(s.best.score).toBe(40);
      expect(verifyBoard(s.bestBoard()!)).toEqual([]);
    }
  });

  it('honours clues: the pieces stay where they are told, and the best matches brute force with them fixed', () => {
    for (let t = 0; t < 4; t++) {
      const rng = Rng.fromSeed(`scan-clue-${t}`);
      const { board } = makeInstance({ width: 3, height: 4, frameColours: 2, innerColours: 3 }, rng);
      // clue: an inner piece at the inner cell (1,1) or (2,1) with some turn, and a frame piece where it fits
      const innerIds = board.pieces.map((_, i) => i).filter((i) => !board.pieces[i]!.includes(0));
      const clues: Clue[] = [{ cell: (1 + (t & 1)) * 3 + 1, piece: innerIds[t % innerIds.length]!, rotation: t }];
      const corner = board.pieces.findIndex((p) => p.filter((c) => c === 0).length === 2);
      for (let r = 0; r < 4; r++) {
        if ([0, 1, 2, 3].every((s) => (edgeAt(board.pieces[corner]!, r, s) === 0) === ((borderSides(3, 4, 0, 0) >> s & 1) === 1))) {
          clues.push({ cell: 0, piece: corner, rotation: r });
        }
      }
      const inst: Instance = { width: 3, height: 4, pieces: board.pieces };
      const s = new ScanSearch(inst, { seed: `c${t}`, schedule: everything, clues });
      s.run(1e9);
      const best = s.bestBoard()!;
      for (const c of clues) expect(best.cells[c.cell]).toEqual([c.piece, c.rotation]);
      expect(verifyBoard(best)).toEqual([]);
      expect(s.best.score).toBe(scoreBoard(best).score);
      expect(s.best.score).toBe(bruteBest(inst, clues).scan);
    }
  });

  it('is the same search whether run in one call or in slices, and a seed fixes it', () => {
    const { board } = makeInstance({ width: 7, height: 7, frameColours: 3, innerColours: 5 }, Rng.fromSeed('scan-slices'));
    const inst: Instance = { width: 7, height: 7, pieces: board.pieces.map((p, i) => (i % 5 === 0 ? [...p].reverse() : p)) };
    const options = { seed: 'x', schedule: { start: 0.4, total: 12, shape: 1.5 }, restartNodes: 3000, badFirst: true };
    const one = new ScanSearch(inst, options);
    one.run(40_000);
    const sliced = new ScanSearch(inst, options);
    for (let i = 0; i < 40; i++) sliced.run(1000);
    expect(sliced.nodes).toBe(one.nodes);
    expect(sliced.best).toEqual(one.best);
    expect(sliced.trace).toEqual(one.trace);
    expect(one.restarts).toBeGreaterThan(0);
    const other = new ScanSearch(inst, { ...options, seed: 'y' });
    other.run(40_000);
    expect(other.trace).not.toEqual(one.trace);
  });
});
