import { describe, expect, it } from 'vitest';
import { A120443, A363577 } from '../../data/oeis.ts';
import { countPaths, countPathsEndingIn } from './count.ts';
import { gridPathsDfs } from './dfs.ts';
import { bruteInequivalent, bruteSymmetric, eachWalk } from './symmetry-brute.ts';
import { boardSymmetries, inequivalentCount, SELF_SYMMETRIES, symmetricCount, symmetryMap } from './symmetry.ts';

/** every board up to 6×6, and the 5×7 and 7×5 rectangles */
const BOARDS: [number, number][] = [];
for (let w = 1; w <= 6; w++) for (let h = 1; h <= 6; h++) BOARDS.push([w, h]);
BOARDS.push([5, 7]);

/** one cell of each orbit of the board's symmetries */
function orbitCells(w: number, h: number): number[] {
  const maps = boardSymmetries(w, h).map((g) => symmetryMap(w, h, g));
  const out: number[] = [];
  const taken = new Uint8Array(w * h);
  for (let x = 0; x < w * h; x++) {
    if (taken[x]) continue;
    out.push(x);
    for (const p of maps) taken[p[x]!] = 1;
  }
  return out;
}

describe('brute force listing', () => {
  it('lists every walk: as many as plain recursion counts, from each cell', () => {
    for (const [w, h] of [[1, 1], [1, 4], [2, 3], [3, 3], [4, 3], [4, 4], [5, 3]] as const) {
      for (let s = 0; s < w * h; s++) {
        let walks = 0;
        eachWalk(w, h, () => { walks++; }, [s]);
        expect(walks, `${w}x${h} from ${s}`).toBe(gridPathsDfs(w, h, s));
      }
    }
  });
});

describe('walks a symmetry maps to themselves, against brute force', () => {
  it('every symmetry, every cell of every board up to 6×6 and of 5×7, both methods', { timeout: 600_000 }, () => {
    let nonzero = 0;
    for (const [w, h] of BOARDS) {
      const big = w * h > 30;
      const cells = big ? orbitCells(w, h) : Array.from({ length: w * h }, (_, i) => i);
      const brute = bruteSymmetric(w, h, big ? cells : undefined);
      for (const [g, counts] of brute) {
        for (const x of cells) {
          for (const method of [0, 1] as const) {
            expect(symmetricCount(w, h, g, x, method), `${w}x${h} ${g} from ${x} method ${method}`).toBe(counts[x]);
          }
          if (counts[x]! > 0n) nonzero++;
        }
      }
    }
    expect(nonzero).toBeGreaterThan(100); // the comparison is not all zeros
  });

  it('the half turn of odd squares and the mirrors of even ones are the pieces that are not zero', () => {
    for (let n = 2; n <= 6; n++) {
      const last = n * n - 1;
      const half = symmetricCount(n, n, 'half-turn', 0), mirror = symmetricCount(n, n, 'mirror-columns', 0);
      if (n % 2) { expect(half > 0n).toBe(true); expect(mirror).toBe(0n); } else { expect(half).toBe(0n); expect(mirror > 0n).toBe(true); }
      expect(symmetricCount(n, n, 'diagonal', 1)).toBe(0n);
      // a symmetric walk is one of the walks between its ends
      expect(half <= countPaths(n, n, { from: 0, to: last }).count).toBe(true);
      expect(mirror <= countPaths(n, n, { from: 0, to: n - 1 }).count).toBe(true);
    }
  });

  it('counts walks whose free end lies in a set of cells as the sum over those cells', () => {
    for (const [w, h, from, cells] of [[3, 4, 0, [2, 5, 11]], [4, 4, 1, [3, 7, 15]], [5, 3, 14, [0, 1, 2, 3, 4]]] as const) {
      let sum = 0n;
      for (const to of cells) sum += countPaths(w, h, { from, to }).count;
      expect(countPathsEndingIn(w, h, from, [...cells])).toBe(sum);
    }
  });

  it('refuses a square-only symmetry on a rectangle', () => {
    expect(() => symmetricCount(4, 3, 'diagonal', 0)).toThrow(/square/);
  });
});

describe('walks up to symmetry (Burnside), against brute force', () => {
  it('every orbit of every board up to 5×5, and the corners and edge cells of 6×6, 5×7 and 6×5, both variants', { timeout: 600_000 }, () => {
    const boards: [number, number, number[]][] = [];
    for (let w = 1; w <= 5; w++) for (let h = 1; h <= 5; h++) boards.push([w, h, orbitCells(w, h)]);
    boards.push([6, 6, [0, 1, 2]], [5, 7, [0, 2]], [6, 5, [0, 1]]);
    for (const [w, h, cells] of boards) {
      for (const x of cells) {
        const brute = bruteInequivalent(w, h, x);
        for (const variant of [0, 1] as const) expect(inequivalentCount(w, h, x, variant).count, `${w}x${h} from ${x} variant ${variant}`).toBe(brute);
      }
    }
  });

  it('matches A363577 (inequivalent walks from a corner of the n×n grid) for n = 1..9, both variants', () => {
    for (let n = 1; n <= 9; n++) {
      const variants = n <= 7 ? [0, 1] as const : [0] as const;
      for (const v of variants) expect(inequivalentCount(n, n, 0, v).count, `n=${n} variant ${v}`).toBe(A363577[n - 1]);
    }
  });

  it('its pieces add up: Burnside terms over the group, corner walks within A120443', () => {
    for (let n = 2; n <= 7; n++) {
      const r = inequivalentCount(n, n, 0);
      const sum = r.terms.reduce((t, f) => t + f.fixed, 0n);
      expect(sum).toBe(8n * r.count);
      expect(r.terms.find((t) => t.symmetry === 'quarter-turn')!.fixed).toBe(0n);
      // walks with a corner end are among all walks, and the identity term counts each once
      expect(r.terms[0]!.fixed <= A120443[n - 1]!).toBe(true);
      expect(r.terms[0]!.fixed).toBe(4n * r.fromCell - r.bothEnds);
    }
  });
});

describe('SELF_SYMMETRIES', () => {
  it('names the symmetries of order two', () => {
    for (const g of SELF_SYMMETRIES) {
      const p = symmetryMap(4, 4, g);
      for (let x = 0; x < 16; x++) expect(p[p[x]!]).toBe(x);
    }
  });
});
