import { describe, expect, it } from 'vitest';
import { emptySheetHtml, escapeHtml, sheetHtml } from './sheet-html.ts';

const spec = { paper: 'A4', landscape: false, margin: 15 } as const;
const item = (caption: string) => ({ caption, svg: (w: number) => `<svg data-w="${w.toFixed(3)}"></svg>` });
const widths = (html: string) => [...html.matchAll(/data-w="([\d.]+)"/g)].map((m) => Number(m[1]));

describe('print sheets as HTML', () => {
  it('is the paper size, with every picture drawn at the chosen cell size when it fits', () => {
    const { html, shrunk } = sheetHtml(spec, { title: 'T', subtitle: 'S', footer: 'F' }, [item('a'), item('b')], { aspect: 1, cellsWide: 6, cellMm: 10, unit: 'squares' });
    expect(html).toMatch(/^<div class="sheet" style="width:210mm;height:297mm">/);
    expect(widths(html)).toEqual([60, 60]);
    expect(shrunk).toBe(false);
    expect(html.match(/class="caption"/g)).toHaveLength(2);
  });

  it('shrinks pictures that would not fit, and says so; fills the space when no size is chosen', () => {
    const big = sheetHtml(spec, { title: 'T', subtitle: 'S', footer: 'F' }, [item('a')], { aspect: 1, cellsWide: 10, cellMm: 30, unit: 'squares' });
    const fill = sheetHtml(spec, { title: 'T', subtitle: 'S', footer: 'F' }, [item('a')], { aspect: 1, cellsWide: 10, cellMm: null, unit: 'squares' });
    expect(big.shrunk).toBe(true);
    expect(fill.shrunk).toBe(false);
    // the size used is said on the sheet: 180 mm of room over 10 cells
    expect(big.cellMm).toBeCloseTo(18, 6);
    expect(big.html).toContain('Squares 18 mm (the 30 mm chosen did not fit)');
    expect(fill.html).not.toContain('did not fit');
    expect(widths(big.html)).toEqual(widths(fill.html));
    expect(widths(fill.html)[0]).toBeCloseTo(180, 6); // the content width of A4 with 15 mm margins
  });

  it('prints an id under each picture when given, and a name and date line when asked', () => {
    const labelled = { ...item('a'), label: 'stitches:5x5k1b5,v2#x/0' };
    const { html } = sheetHtml(spec, { title: 'T', subtitle: 'S', footer: 'F', nameLine: true }, [labelled, labelled], { aspect: 1, cellsWide: 6, cellMm: null, unit: 'cells' });
    expect(html.match(/class="slot-id"[^>]*>stitches:5x5k1b5,v2#x\/0</g)).toHaveLength(2);
    expect(html).toContain('class="name-line"');
  });

  it('escapes text meant for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(emptySheetHtml({ paper: 'Letter', landscape: true, margin: 10 }, 'wait')).toContain('width:279.4mm;height:215.9mm');
  });
});
