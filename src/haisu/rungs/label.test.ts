import { describe, expect, it } from 'vitest';
import { dfsCount } from '../dfs.ts';
import { compileBoard, edgeBetween, type HaisuPuzzle } from '../model.ts';
import { CUT, HaisuState, UNKNOWN } from '../state.ts';
import { label } from './label.ts';

// a 4×2 board: region 0 a U (the top row and both bottom corners), region 1 the bottom middle.
// [0,1] is on region 0's first entry, [0,3] on its second; its one walk is S [1,0], [0,0], [0,1],
// [1,1], [1,2], [1,3], [0,3], G [0,2]
const p: HaisuPuzzle = {
  genre: 'haisu', width: 4, height: 2, start: [1, 0], goal: [0, 2],
  regions: [[0, 0, 0, 0], [0, 1, 1, 0]], numbers: [{ r: 0, c: 1, n: 1 }, { r: 0, c: 3, n: 2 }],
} as HaisuPuzzle;
const b = compileBoard(p);
const id = (r: number, c: number): number => r * 4 + c;
const gap = (x: [number, number], y: [number, number]): number => edgeBetween(b, id(...x), id(...y));

describe('label carries a written entry along drawn lines', () => {
  it('a cell joined by a line to a cell written 2 is on entry 2, so its gap to a cell written 1 is cut', () => {
    expect(dfsCount(b)).toBe(1);
    const plain = new HaisuState(b);
    label.apply(plain);
    expect(plain.edge[gap([0, 1], [0, 2])]).toBe(UNKNOWN);
    const s = new HaisuState(b);
    expect(s.setLine(gap([0, 3], [0, 2]))).toBe(true);
    expect(label.apply(s)).toBeGreaterThan(0);
    expect(s.edge[gap([0, 1], [0, 2])]).toBe(CUT);
  });
  it('a line inside the region between a cell written 1 and one written 2 is a contradiction', () => {
    const q = compileBoard({ ...p, numbers: [{ r: 0, c: 2, n: 1 }, { r: 0, c: 3, n: 2 }] });
    expect(label.apply(new HaisuState(q))).not.toBe(-1);
    const s = new HaisuState(q);
    expect(s.setLine(gap([0, 3], [0, 2]))).toBe(true);
    expect(label.apply(s)).toBe(-1);
  });
});
