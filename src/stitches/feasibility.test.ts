import { describe, expect, it } from 'vitest';
import { OFFERED, defaultBlocks, offeredBlocks, offeredKs, offeredSizes, offeredSizesText, settingsProblem, sizeKey } from './feasibility.ts';

/** "5x5..7, 5x9" back to the sizes it names */
function sizesIn(text: string): string[] {
  return text.split(', ').flatMap((part) => {
    const [side, from, to] = /^(\d+)x(\d+)(?:\.\.(\d+))?$/.exec(part)!.slice(1).map(Number) as [number, number, number];
    return Array.from({ length: (Number.isNaN(to) ? from : to) - from + 1 }, (_, i) => `${side}x${from + i}`);
  });
}

describe('offered Stitches settings', () => {
  const sizes = offeredSizes();

  it('answers a board turned a quarter as the board itself', () => {
    for (const { width, height } of sizes) {
      expect(sizes).toContainEqual({ width: height, height: width });
      for (const k of [1, 2, 3]) expect(offeredBlocks(height, width, k)).toEqual(offeredBlocks(width, height, k));
    }
  });

  it('offers block counts 3 up to the largest the table names, and k where that is 3 or more', () => {
    for (const [key, largest] of Object.entries(OFFERED.largest)) {
      const [w, h] = key.split('x').map(Number) as [number, number];
      expect(sizeKey(h, w)).toBe(key);
      largest.forEach((most, i) => {
        const list = offeredBlocks(w, h, i + 1);
        expect(list.length).toBe(Math.max(0, most - 2));
        list.forEach((b, j) => expect(b).toBe(3 + j));
        expect(offeredKs(w, h).includes(i + 1)).toBe(most >= 3);
      });
    }
    expect(offeredBlocks(4, 4, 1)).toEqual([]);
    expect(offeredKs(40, 40)).toEqual([]);
  });

  it('names every offered size in the short list, and nothing else', () => {
    const squareFirst = sizes.filter((s) => s.width <= s.height).map((s) => `${s.width}x${s.height}`);
    expect(sizesIn(offeredSizesText()).sort()).toEqual(squareFirst.sort());
  });

  it('defaults to the offered block count nearest the square root of the area (the side on a square)', () => {
    for (const { width, height } of sizes) {
      for (const k of offeredKs(width, height)) {
        const list = offeredBlocks(width, height, k);
        const chosen = defaultBlocks(width, height, k)!;
        expect(list).toContain(chosen);
        const gap = (b: number) => Math.abs(b - Math.sqrt(width * height));
        for (const b of list) expect(gap(b) > gap(chosen) || (gap(b) === gap(chosen) && b >= chosen)).toBe(true);
        if (width === height && list.includes(width)) expect(chosen).toBe(width);
      }
    }
    expect(defaultBlocks(40, 40, 1)).toBeUndefined();
  });

  it('finds no problem exactly with offered settings, and names what would work otherwise', () => {
    for (const { width, height } of sizes.filter((_, i) => i % 5 === 0)) {
      for (const k of [1, 2, 3, 4]) {
        const list = offeredBlocks(width, height, k);
        for (let blocks = 1; blocks <= (list.at(-1) ?? 3) + 1; blocks++) {
          expect(settingsProblem(width, height, k, blocks) === null).toBe(list.includes(blocks));
        }
      }
    }
    expect(settingsProblem(40, 40, 1, 3)).toBe(`size 40x40 is not offered (sizes, either way round: ${offeredSizesText()})`);
    expect(settingsProblem(10, 15, 9, 3)).toBe(`k 9 is not offered at 10x15 (k: ${offeredKs(10, 15).join(', ')})`);
    expect(settingsProblem(10, 15, 1, 99)).toMatch(/^99 blocks cannot be stitched often enough at 10x15 k=1 \(blocks: 3\.\.\d+\)$/);
  });
});
