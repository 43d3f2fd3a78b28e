import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFile } from '../../../data/paths.ts';
import { parsePuzzle } from '../codec.ts';
import { dfsCount } from '../dfs.ts';
import { compileBoard, edgeBetween as edge, type HaisuPuzzle } from '../model.ts';
import { countWalks } from '../solve.ts';
import { HaisuState } from '../state.ts';
import { cross } from './cross.ts';
import { SEARCH_RUNGS } from './index.ts';

/**
 * A 5×4 board: a 5×3 region above a one-row region holding S (bottom left) and G (bottom, fourth). The numbers of the upper
 * region sit on its rim; `numbers` says which entry each is on.
 */
function board(numbers: { r: number; c: number; n: number }[]): HaisuPuzzle {
  return {
    genre: 'haisu', width: 5, height: 4, start: [3, 0], goal: [3, 3], numbers,
    regions: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [1, 1, 1, 1, 1]],
  } as HaisuPuzzle;
}

// entry 1 at the two top corners, entry 2 at the top middle and the bottom middle of the rim:
// round the rim they come 1, 2, 1, 2, so the two entries cannot miss each other
const crossing = board([{ r: 0, c: 0, n: 1 }, { r: 0, c: 2, n: 2 }, { r: 0, c: 4, n: 1 }, { r: 2, c: 2, n: 2 }]);
// entry 1 on the left half of the rim, entry 2 on the right half: nested, nothing to see
const nested = board([{ r: 0, c: 0, n: 1 }, { r: 2, c: 1, n: 1 }, { r: 0, c: 4, n: 2 }, { r: 2, c: 4, n: 2 }]);

describe('cross (gate order)', () => {
  it('refutes entries whose cells alternate round a face, a board with no walk', () => {
    const b = compileBoard(crossing);
    expect(dfsCount(b)).toBe(0);
    expect(cross.apply(new HaisuState(b))).toBe(-1);
  });
  it('says nothing when the entries nest, nor under the cardinal reading', () => {
    const b = compileBoard(nested);
    expect(dfsCount(b)).toBeGreaterThan(0);
    expect(cross.apply(new HaisuState(b))).toBe(0);
    expect(cross.apply(new HaisuState(compileBoard(crossing, 'cardinal')))).toBe(0);
  });
  it('reads drawn lines: a cell joined by lines to a written cell is on its entry', () => {
    // a 3×3 region inside a ring of another: every rim cell of it is a gate. 1, 2, 1 along its
    // top row is no contradiction (2 may come and go by the top); a line from the 2 down to the
    // bottom middle makes 1, 2, 1, 2 round the rim
    const ring = (r: number, c: number) => (r === 0 || r === 4 || c === 0 || c === 4 ? 1 : 0);
    const p: HaisuPuzzle = {
      genre: 'haisu', width: 5, height: 5, start: [0, 0], goal: [4, 4],
      regions: Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => ring(r, c))),
      numbers: [{ r: 1, c: 1, n: 1 }, { r: 1, c: 2, n: 2 }, { r: 1, c: 3, n: 1 }],
    } as HaisuPuzzle;
    const b = compileBoard(p);
    const s = new HaisuState(b);
    expect(cross.apply(s)).toBe(0);
    expect(s.setLine(edge(b, 7, 12))).toBe(true); // [1,2]-[2,2]
    expect(s.setLine(edge(b, 12, 17))).toBe(true); // [2,2]-[3,2]
    expect(cross.apply(s)).toBe(-1);
    // a line joining cells of two entries is a contradiction of its own
    const t = new HaisuState(b);
    expect(t.setLine(edge(b, 6, 7))).toBe(true); // [1,1]-[1,2]
    expect(cross.apply(t)).toBe(-1);
  });
  it('knows both ends of an entry are gates: a cell of j shut off from every gate by two of k', () => {
    // 1, 2, 1 along the top of the upper region, whose gates are all on its bottom row: entry 2
    // must reach the bottom row from the top middle across entry 1's path between the top corners
    const b = compileBoard(board([{ r: 0, c: 0, n: 1 }, { r: 0, c: 2, n: 2 }, { r: 0, c: 4, n: 1 }]));
    expect(dfsCount(b)).toBe(0);
    expect(cross.apply(new HaisuState(b))).toBe(-1);
  });
  it('puts G on an entry of its own below the largest number', () => {
    // G written into the top middle of the upper region, a 2 on its rim: G's entry is the last,
    // at least 2, so not entry 1; a line from G down to the bottom middle makes 1, G, 1, G round the rim
    const p = { ...board([{ r: 0, c: 0, n: 1 }, { r: 0, c: 4, n: 1 }, { r: 2, c: 4, n: 2 }]), goal: [0, 2] as [number, number] };
    const b = compileBoard(p);
    const s = new HaisuState(b);
    expect(cross.apply(s)).toBe(0);
    expect(s.setLine(edge(b, 2, 7))).toBe(true);
    expect(s.setLine(edge(b, 7, 12))).toBe(true);
    expect(cross.apply(s)).toBe(-1);
    // with no number above 1 in the region, G may be on entry 1 itself: nothing to say
    const q = compileBoard({ ...p, numbers: p.numbers.filter((x) => x.n === 1) });
    const t = new HaisuState(q);
    expect(t.setLine(edge(q, 2, 7))).toBe(true);
    expect(t.setLine(edge(q, 7, 12))).toBe(true);
    expect(cross.apply(t)).toBe(0);
  });
});

describe('cross on the published 18×18', () => {
  it('refutes states of the search that every default rung lets through', () => {
    const p = parsePuzzle(readFileSync(dataFile('haisu', 'penpa-haisu1-18x18.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error('the 18×18 does not parse');
    let refuted = 0;
    // last in the ladder, so it runs only where the default rungs have nothing more to say
    const counted = { ...cross, apply: (s: HaisuState) => { const m = cross.apply(s); if (m < 0) refuted++; return m; } };
    const c = countWalks(compileBoard(p.value), { nodeBudget: 2_000, rungs: [...SEARCH_RUNGS, counted] });
    expect(c.exhausted).toBe(true);
    expect(refuted).toBeGreaterThan(10);
  });
});
