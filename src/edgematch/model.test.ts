import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoard, parseBoardOrInstance, parseInstance, serializeBoard, serializeInstance } from './io.ts';
import { edgeAt, emptyBoard, turnBoard180, LEFT, TOP } from './model.ts';
import { scoreBoard } from './score.ts';
import { verifyBoard } from './verify.ts';
import { makeInstance } from './make.ts';
import { fillRows } from './fill.ts';
import { Rng } from '../core/rng.ts';
import { dataFile } from '../../data/paths.ts';

const DATA = dataFile('edgematch');
const board = (name: string) => {
  const r = parseBoard(readFileSync(join(DATA, name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('edge-matching model', () => {
  it('turns pieces clockwise: after one turn the old left edge is on top', () => {
    const piece = [1, 2, 3, 4];
    expect([0, 1, 2, 3].map((r) => edgeAt(piece, r, TOP))).toEqual([1, 4, 3, 2]);
    expect(edgeAt(piece, 1, LEFT)).toBe(3);
  });

  it('scores the record boards as the data README says, also after turning them', () => {
    for (const [name, score] of [['e2_blackwood_470.board.json', 470], ['e2_riotte_464_fiveclue.board.json', 464]] as const) {
      const b = board(name);
      expect(verifyBoard(b)).toEqual([]);
      expect(scoreBoard(b).score).toBe(score);
      expect(scoreBoard(b).maximum).toBe(480);
      expect(scoreBoard(turnBoard180(b)).score).toBe(score);
      // the starter piece: id 138 at row 8, col 7, rotation 2
      expect(b.cells[8 * 16 + 7]).toEqual([138, 2]);
    }
  });

  it("scores Brendan's planted solutions as perfect", () => {
    for (const [n, max] of [[6, 60], [8, 112], [10, 180]] as const) {
      const name = `brendan_set1_${String(n).padStart(2, '0')}x${String(n).padStart(2, '0')}`;
      const b = board(`${name}.solution.board.json`);
      const inst = parseInstance(readFileSync(join(DATA, `${name}.txt`), 'utf8'));
      expect(inst.ok && inst.value.pieces).toEqual(b.pieces);
      expect(verifyBoard(b)).toEqual([]);
      expect(scoreBoard(b)).toMatchObject({ score: max, maximum: max, mismatches: [] });
    }
  });

  it('names what is wrong with a board', () => {
    const b = board('brendan_set1_06x06.solution.board.json');
    const twice = { ...b, cells: b.cells.map((c, i) => (i === 1 ? b.cells[0]! : c)) };
    expect(verifyBoard(twice).map((v) => v.code)).toContain('piece-twice');
    const turned = { ...b, cells: b.cells.map((c, i) => (i === 0 ? [c![0], (c![1] + 1) & 3] as const : c)) };
    expect(verifyBoard(turned)).toEqual([expect.objectContaining({ code: 'frame', cells: [[0, 0]] })]);
    expect(verifyBoard(emptyBoard(b)).map((v) => v.code)).toContain('empty');
    expect(verifyBoard(emptyBoard(b), true)).toEqual([]);
  });

  it('makes seeded instances whose planted board is perfect, with frame and inner colours apart', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 9 }), fc.string(), (w, h, f, k, seed) => {
        const { board: b } = makeInstance({ width: w, height: h, frameColours: f, innerColours: k }, Rng.fromSeed(seed));
        expect(verifyBoard(b)).toEqual([]);
        expect(scoreBoard(b).score).toBe(scoreBoard(b).maximum);
        const again = makeInstance({ width: w, height: h, frameColours: f, innerColours: k }, Rng.fromSeed(seed)).board;
        expect(serializeBoard(again)).toBe(serializeBoard(b));
        for (const p of b.pieces) for (const c of p) expect(c).toBeLessThanOrEqual(f + k);
        // an inner piece (no grey) only carries inner colours
        for (const p of b.pieces) if (!p.includes(0)) for (const c of p) expect(c).toBeGreaterThan(f);
      }), { numRuns: 60 });
  });

  it('fills rows heuristically into a legal partial board, the same for the same seed', () => {
    const b = board('brendan_set1_08x08.solution.board.json');
    const a = fillRows(emptyBoard(b), 5, Rng.fromSeed('s'));
    expect(verifyBoard(a, true)).toEqual([]);
    expect(a.cells.slice(0, 40).every((c) => c !== null)).toBe(true);
    expect(a.cells.slice(40).every((c) => c === null)).toBe(true);
    expect(fillRows(emptyBoard(b), 5, Rng.fromSeed('s'))).toEqual(a);
  });
});

describe('edge-matching formats', () => {
  it('round-trips instances and boards', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 2, max: 7 }), fc.string(), (w, h, seed) => {
      const { board: b } = makeInstance({ width: w, height: h, frameColours: 2, innerColours: 4 }, Rng.fromSeed(seed));
      const text = serializeBoard(b);
      expect(parseBoard(text)).toEqual({ ok: true, value: b });
      const inst = parseInstance(serializeInstance(b));
      expect(inst.ok && inst.value.pieces).toEqual(b.pieces);
      const empty = parseBoardOrInstance(serializeInstance(b));
      expect(empty.ok && empty.value.cells.every((c) => c === null)).toBe(true);
    }), { numRuns: 40 });
  });

  it('reports bad input with a place, and never throws (fuzz)', () => {
    const short = parseInstance('2 2\n0 0 1 1\n');
    expect(short.ok ? 'read' : short.error.where).toMatch(/^line/);
    expect(parseInstance('2 x')).toMatchObject({ ok: false, error: { where: 'line 1' } });
    expect(parseBoard('{"genre":"edgematch","width":2,"height":2,"pieces":[],"cells":[]}')).toMatchObject({ ok: false, error: { where: 'pieces' } });
    const valid = serializeBoard(makeInstance({ width: 3, height: 3, frameColours: 2, innerColours: 3 }, Rng.fromSeed('f')).board);
    fc.assert(fc.property(fc.string(), (s) => {
      expect(() => parseInstance(s)).not.toThrow();
      expect(() => parseBoard(s)).not.toThrow();
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.integer({ min: 0, max: valid.length - 1 }), fc.string({ maxLength: 3 }), (at, junk) => {
      const text = valid.slice(0, at) + junk + valid.slice(at + 1);
      const r = parseBoard(text);
      if (r.ok) expect(r.value.cells).toHaveLength(9);
      expect(() => parseBoardOrInstance(text.replace(/[{}"[\],:a-z]/g, ' '))).not.toThrow();
    }), { numRuns: 300 });
  });
});
