import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampMargin, contentBox, PAPERS, pageRule, sheetSize, tile, type PaperName } from './sheet.ts';

describe('print sheets', () => {
  it('knows the paper sizes and turns them for landscape', () => {
    expect(sheetSize({ paper: 'A4', landscape: false, margin: 10 })).toEqual({ width: 210, height: 297 });
    expect(sheetSize({ paper: 'Letter', landscape: true, margin: 10 })).toEqual({ width: 279.4, height: 215.9 });
    expect(pageRule({ paper: 'A5', landscape: true, margin: 12 })).toBe('@page { size: 210mm 148mm; margin: 0; }');
    expect(pageRule({ paper: 'Letter', landscape: false, margin: 12 })).toBe('@page { size: 215.9mm 279.4mm; margin: 0; }');
  });

  it('keeps the margin between 5 and 40 mm', () => {
    expect(clampMargin(2)).toBe(5);
    expect(clampMargin(55)).toBe(40);
    expect(clampMargin(Number.NaN)).toBe(5);
    expect(contentBox({ paper: 'A4', landscape: false, margin: 15 })).toEqual({ x: 15, y: 15, width: 180, height: 267 });
  });

  it('tiles items inside the box without overlap, as large as any column count allows', () => {
    const paper = fc.constantFrom(...(Object.keys(PAPERS) as PaperName[]));
    fc.assert(fc.property(paper, fc.boolean(), fc.integer({ min: 5, max: 40 }), fc.integer({ min: 1, max: 12 }),
      fc.double({ min: 0.3, max: 3, noNaN: true }), fc.constantFrom(0, 6, 15), fc.constantFrom(0, 24), (p, landscape, margin, count, aspect, below, side) => {
        const box = contentBox({ paper: p, landscape, margin });
        const t = tile(box, count, aspect, 5, { below, beside: side });
        expect(t.slots).toHaveLength(count);
        expect(t.item.width / t.item.height).toBeCloseTo(aspect, 9);
        for (const [i, s] of t.slots.entries()) {
          expect(s.x).toBeGreaterThanOrEqual(box.x - 1e-9);
          expect(s.y).toBeGreaterThanOrEqual(box.y - 1e-9);
          expect(s.x + s.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
          expect(s.y + s.height).toBeLessThanOrEqual(box.y + box.height + 1e-9);
          expect(t.item.width + (t.beside ? side : 0)).toBeLessThanOrEqual(s.width + 1e-9);
          expect(t.item.height + (t.beside ? 0 : below)).toBeLessThanOrEqual(s.height + 1e-9);
          for (const o of t.slots.slice(i + 1)) {
            const apart = o.x >= s.x + s.width - 1e-9 || o.y >= s.y + s.height - 1e-9;
            expect(apart).toBe(true);
          }
        }
        // no other column count, with the words below or beside, gives a bigger item
        for (let cols = 1; cols <= count; cols++) {
          const rows = Math.ceil(count / cols);
          const slotW = (box.width - 5 * (cols - 1)) / cols, slotH = (box.height - 5 * (rows - 1)) / rows;
          expect(Math.min(slotW, (slotH - below) * aspect)).toBeLessThanOrEqual(t.item.width + 1e-9);
          expect(Math.min(slotW - side, slotH * aspect)).toBeLessThanOrEqual(t.item.width + 1e-9);
        }
      }));
  });

  it('puts the words beside the pictures when that draws them larger: six squares on A4 portrait', () => {
    const box = { x: 15, y: 29, width: 180, height: 247 };
    const stacked = tile(box, 6, 1, 8, { below: 15, beside: Infinity });
    expect([stacked.cols, stacked.rows, stacked.beside, stacked.item.width]).toEqual([2, 3, false, 62]);
    const t = tile(box, 6, 1, 8, { below: 15, beside: 20 });
    expect([t.cols, t.rows, t.beside, t.item.width]).toEqual([2, 3, true, 66]);
  });
});
