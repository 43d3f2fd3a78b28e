import { describe, expect, it } from 'vitest';
import { compileBoard, edgeBetween, type HaisuPuzzle } from '../model.ts';
import { HaisuState } from '../state.ts';
import { refutingRung } from './refute.ts';

// a 3×2 board: region 0 the top row (written 1 in its middle), region 1 the bottom row (no number);
// its one walk is S [1,0], [0,0], [0,1], [1,1], [1,2], G [0,2]
const p: HaisuPuzzle = {
  genre: 'haisu', width: 3, height: 2, start: [1, 0], goal: [0, 2],
  regions: [[0, 0, 0], [1, 1, 1]], numbers: [{ r: 0, c: 1, n: 1 }],
} as HaisuPuzzle;
const names = { id: 't', name: 'T', summary: 's' };

describe('refutingRung', () => {
  it('checks each region with a written number, after readying its buffers for the board', () => {
    const asked: number[] = [];
    let sized = 0;
    const rung = refutingRung(names, (n) => { sized = n; }, (_, r) => { asked.push(r); return true; });
    expect(rung.apply(new HaisuState(compileBoard(p)))).toBe(0);
    expect(asked).toEqual([0]);
    expect(sized).toBe(6);
  });
  it('reports a contradiction when a check fails, and nothing once the walk is complete', () => {
    const rung = refutingRung(names, () => {}, () => false);
    const b = compileBoard(p);
    const s = new HaisuState(b);
    expect(rung.apply(s)).toBe(-1);
    const walk = [3, 0, 1, 4, 5, 2];
    for (let k = 1; k < walk.length; k++) expect(s.setLine(edgeBetween(b, walk[k - 1]!, walk[k]!))).toBe(true);
    expect(s.complete).toBe(true);
    expect(rung.apply(s)).toBe(0);
  });
});
