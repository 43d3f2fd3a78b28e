import { describe, expect, it } from 'vitest';
import { compileBoard, totalMarks, type HaisuPuzzle } from './model.ts';
import { toSvg } from './svg.ts';
import { toText } from './text.ts';

// regions [[0,0,1],[2,1,1]]: region 1 starts at [0,2], region 2 at [1,0]
const puzzle: HaisuPuzzle = {
  width: 3, height: 2, regions: [[0, 0, 1], [2, 1, 1]], start: [0, 0], goal: [1, 0], numbers: [],
  totals: [{ region: 2, n: 1 }, { region: 1, n: 2 }],
};

describe('region totals on a picture', () => {
  it('sit on the first cell of their region in reading order, regions without one left out', () => {
    expect(totalMarks(compileBoard(puzzle))).toEqual([{ cell: 2, n: 2 }, { cell: 3, n: 1 }]);
    expect(totalMarks(compileBoard({ ...puzzle, totals: undefined }))).toEqual([]);
  });
  it('are drawn as ×n in the SVG picture', () => {
    const svg = toSvg(puzzle);
    expect(svg).toContain('>×2</text>');
    expect(svg).toContain('>×1</text>');
    expect(toSvg({ ...puzzle, totals: undefined })).not.toContain('×');
  });
  it('are listed under the text picture, each region named by its first cell', () => {
    expect(toText(puzzle).trimEnd().split('\n').at(-1)).toBe('totals: the region at C1 × 2, the region at A2 × 1');
    expect(toText({ ...puzzle, totals: undefined })).not.toContain('totals');
  });
});
