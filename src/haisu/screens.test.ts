import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { countPaths } from './count.ts';
import { blankPuzzle, compileBoard } from './model.ts';
import { randomBoard } from './random-board.ts';
import { colourScreen, regionScreen } from './screens.ts';

describe('haisu screens', () => {
  it('the colour test is exact on grids at least 4 wide: a pair passes it exactly when a walk joins it', () => {
    for (const [w, h] of [[4, 4], [5, 4], [4, 6]] as const) {
      for (let s = 0; s < w * h; s++) for (let g = s + 1; g < w * h; g++) {
        const b = compileBoard(blankPuzzle(w, h, [Math.floor(s / w), s % w], [Math.floor(g / w), g % w]));
        expect(colourScreen(b), `${w}x${h} ${s}→${g}`).toBe(countPaths(w, h, { from: s, to: g }).count > 0n);
      }
    }
  });
  it('the colour test only fails pairs with no walk on thin grids, where it is not enough', () => {
    let passedWithoutWalk = 0;
    for (const [w, h] of [[2, 5], [3, 4], [3, 5], [1, 6]] as const) {
      for (let s = 0; s < w * h; s++) for (let g = s + 1; g < w * h; g++) {
        const b = compileBoard(blankPuzzle(w, h, [Math.floor(s / w), s % w], [Math.floor(g / w), g % w]));
        const walks = countPaths(w, h, { from: s, to: g }).count;
        if (!colourScreen(b)) expect(walks).toBe(0n);
        else if (walks === 0n) passedWithoutWalk++;
      }
    }
    expect(passedWithoutWalk).toBeGreaterThan(0);
  });
  it('the region bound never fires on random region maps (it is sound; grown regions keep border to spare)', () => {
    const rng = Rng.fromSeed('screens');
    for (let i = 0; i < 300; i++) {
      const { puzzle } = randomBoard({ width: 6, height: 6, regions: 1 + rng.int(20), numbered: 0, truth: 'noise' }, rng);
      expect(regionScreen(compileBoard(puzzle))).toEqual([]);
    }
  });
});
