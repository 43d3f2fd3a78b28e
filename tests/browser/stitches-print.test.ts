import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPageSizes, printedBoxes, slotIds } from './harness.ts';
import { lookElsewhere, sessionForTests } from './test-session.ts';
import { BANK } from '../../src/web/stitches/bank.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { PAPERS } from '../../src/web/shared/sheet.ts';
import { runCli } from '../run-cli.ts';

/** Sizes of the sheets as printed, in mm, and whether any control shows in print. */
async function printed(page: Page): Promise<{ sheets: { width: number; height: number }[]; controlsShown: boolean }> {
  const sheets = await printedBoxes(page, '.sheet');
  const controls = await printedBoxes(page, '#controls, header.site, .explain, button');
  return { sheets, controlsShown: controls.some((b) => b.width > 0 || b.height > 0) };
}

describe('Stitches print page in Chromium', () => {
  const live = sessionForTests(`/stitches/print.html${hashOfId(BANK[0]!.id)}`, (page) => page.waitForSelector('.sheet svg'));
  let page: Page;
  beforeAll(() => { page = live.current.page; });

  it('prints a puzzle opened by id on A4 and Letter at the exact paper size, controls hidden', async () => {
    for (const [paper, landscape] of [['A4', false], ['Letter', false], ['A4', true]] as const) {
      await page.selectOption('#paper', paper);
      await page.setChecked('#landscape', landscape);
      const { sheets, controlsShown } = await printed(page);
      const p = PAPERS[paper];
      const [w, h] = landscape ? [p.height, p.width] : [p.width, p.height];
      expect(sheets).toHaveLength(1);
      expect(Math.abs(sheets[0]!.width - w)).toBeLessThan(0.5);
      expect(Math.abs(sheets[0]!.height - h)).toBeLessThan(0.5);
      expect(controlsShown).toBe(false);
      const rule = await page.locator('#page-rule').textContent();
      expect(rule).toBe(`@page { size: ${w}mm ${h}mm; margin: 0; }`);
      const pdf = await pdfPageSizes(page);
      expect(pdf).toHaveLength(1);
      expect(Math.abs(pdf[0]!.width - w)).toBeLessThan(0.5);
      expect(Math.abs(pdf[0]!.height - h)).toBeLessThan(0.5);
    }
  });

  it('adds the answer sheet only while the answer is shown', async () => {
    expect(await page.locator('.sheet').nth(0).locator('.stitch').count()).toBe(0);
    await page.setChecked('#show-answer', true);
    const { sheets } = await printed(page);
    expect(sheets).toHaveLength(2);
    expect(await page.locator('.sheet').nth(1).locator('.stitch').count()).toBeGreaterThan(0);
    expect(await pdfPageSizes(page)).toHaveLength(2);
    await page.setChecked('#show-answer', false);
    expect((await printed(page)).sheets).toHaveLength(1);
    expect(live.current.outside).toEqual([]);
    expect(live.current.errors).toEqual([]);
  });

  it('makes, from a seed and settings, the puzzles puzzlelab generate makes', async () => {
    await page.goto(`${live.current.url}/stitches/print.html`);
    await page.waitForSelector('.sheet svg'); // the unseeded sheet the page starts with
    await page.selectOption('#size', '7');
    await page.selectOption('#k', '1');
    const blocks = await page.inputValue('#blocks');
    await page.fill('#seed', 'rainy-day');
    await page.selectOption('#count', '2'); // changing the count generates
    await page.waitForFunction(() => document.querySelector('.sheet .page-title')?.textContent?.includes('rainy-day'));
    const ids = await slotIds(page);
    const cli = runCli(['generate', 'stitches', '--size', '7x7', '--k', '1', '--blocks', blocks, '--seed', 'rainy-day', '--count', '2', '--json']);
    expect(cli.status).toBe(0);
    expect(ids).toEqual(cli.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id));
    // the fragment now rebuilds the same sheet
    await lookElsewhere(live.current, page.url(), async (again) => {
      await again.waitForSelector('.sheet .slot');
      expect(await slotIds(again)).toEqual(ids);
    });
  });

  it('shows progress while generating, and cancel stops it', async () => {
    // a 20 × 20 graded hard with as few clues as stay unique takes the generator many seconds
    await page.selectOption('#size', '20');
    await page.selectOption('#grade', 'hard');
    await page.selectOption('#margins', 'minimal');
    await page.fill('#seed', 'slow');
    await page.selectOption('#count', '1'); // changing the count generates
    await page.waitForSelector('#progress:not([hidden])');
    expect(await page.locator('#cancel').isVisible()).toBe(true);
    await page.waitForFunction(() => /trying cut/.test(document.getElementById('progress-text')!.textContent ?? ''));
    await page.click('#cancel');
    await page.waitForSelector('#progress', { state: 'hidden' });
    expect(await page.locator('.sheet .page-title').first().textContent()).toContain('rainy-day'); // the sheet before stays
    expect(await page.locator('#generate').isDisabled()).toBe(false);
    expect(await page.locator('#status').textContent()).toBe('');
    expect(live.current.outside).toEqual([]);
    expect(live.current.errors).toEqual([]);
  });
});
