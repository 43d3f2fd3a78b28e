import { describe, expect, it } from 'vitest';
import { compileBoard, type HaisuPuzzle } from '../../haisu/index.ts';
import { boardLayer } from './board-svg.ts';
import { printSvg } from '../../haisu/svg.ts';

const puzzle: HaisuPuzzle = {
  width: 3, height: 2, regions: [[0, 0, 1], [2, 1, 1]], start: [0, 0], goal: [1, 0], numbers: [{ r: 1, c: 2, n: 2 }],
  totals: [{ region: 1, n: 2 }],
};

describe('the Haisu board picture', () => {
  it('writes a region total as ×n in the top-right corner of the region\'s first cell, on screen and on paper', () => {
    const b = compileBoard(puzzle);
    // region 1's first cell is [0,2]: centre (2.5, 0.5), the total up and to the right of it
    const total = '<text class="total" id="t-1" x="2.77" y="0.2">×2</text>';
    expect(boardLayer(b, true)).toContain(total);
    expect(printSvg(b, 60, null)).toContain(total);
    expect(printSvg(compileBoard({ ...puzzle, totals: undefined }), 60, null)).not.toContain('class="total"');
  });
});
