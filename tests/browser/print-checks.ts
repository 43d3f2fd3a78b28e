/** Checks every print page must pass, whatever the genre. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PAPERS } from '../../src/web/shared/sheet.ts';
import { pdfPageSizes, printedBoxes } from './harness.ts';

const near = (got: { width: number; height: number }, width: number, height: number): void => {
  expect(Math.abs(got.width - width)).toBeLessThan(0.5);
  expect(Math.abs(got.height - height)).toBeLessThan(0.5);
};

/**
 * Prints on A4, Letter and A4 sideways: each time one sheet of the exact paper size, as laid
 * out for print, in the page's @page rule and in the PDF Chromium prints; and nothing meant for
 * the screen (controls, header, explanation, buttons) is printed.
 */
export async function expectExactPaperSizes(page: Page): Promise<void> {
  for (const [paper, landscape] of [['A4', false], ['Letter', false], ['A4', true]] as const) {
    await page.selectOption('#paper', paper);
    await page.setChecked('#landscape', landscape);
    const p = PAPERS[paper];
    const [w, h] = landscape ? [p.height, p.width] : [p.width, p.height];
    const sheets = await printedBoxes(page, '.sheet');
    expect(sheets).toHaveLength(1);
    near(sheets[0]!, w, h);
    expect(await page.locator('#page-rule').textContent()).toBe(`@page { size: ${w}mm ${h}mm; margin: 0; }`);
    const screenOnly = await printedBoxes(page, '.screen-only, #controls, header.site, .explain, button');
    expect(screenOnly.filter((b) => b.width > 0 || b.height > 0)).toEqual([]);
    const pdf = await pdfPageSizes(page);
    expect(pdf).toHaveLength(1);
    near(pdf[0]!, w, h);
  }
}
