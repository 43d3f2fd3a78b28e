import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPageSizes, printedBoxes, slotIds } from './harness.ts';
import { expectExactPaperSizes } from './print-checks.ts';
import { expectClean, lookElsewhere, sessionForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { runCli } from '../run-cli.ts';

describe('Stitches print page in Chromium', () => {
  const live = sessionForTests(`/stitches/print.html${hashOfId(BANK[0]!.id)}`, (page) => page.waitForSelector('.sheet svg'));
  let page: Page;
  beforeAll(() => { page = live.current.page; });

  it('prints a puzzle opened by id on A4 and Letter at the exact paper size, controls hidden', async () => {
    await expectExactPaperSizes(page);
  });

  it('adds the answer sheet only while the answer is shown', async () => {
    expect(await page.locator('.sheet').nth(0).locator('.stitch').count()).toBe(0);
    await page.setChecked('#show-answer', true);
    expect(await printedBoxes(page, '.sheet')).toHaveLength(2);
    expect(await page.locator('.sheet').nth(1).locator('.stitch').count()).toBeGreaterThan(0);
    expect(await pdfPageSizes(page)).toHaveLength(2);
    await page.setChecked('#show-answer', false);
    expect(await printedBoxes(page, '.sheet')).toHaveLength(1);
    expectClean(live.current);
  });

  it('makes, from a seed and settings (a rectangle), the puzzles puzzlelab generate makes', async () => {
    await page.goto(`${live.current.url}/stitches/print.html`);
    await page.waitForSelector('.sheet svg'); // the unseeded sheet the page starts with
    await page.selectOption('#size', '7');
    expect(await page.inputValue('#height')).toBe('7'); // a square stays square
    await page.selectOption('#height', '10');
    await page.selectOption('#k', '1');
    const blocks = await page.inputValue('#blocks');
    await page.fill('#seed', 'rainy-day');
    await page.selectOption('#count', '2'); // changing the count generates
    await page.waitForFunction(() => document.querySelector('.sheet .page-title')?.textContent?.includes('rainy-day'));
    const ids = await slotIds(page);
    const cli = runCli(['generate', 'stitches', '--size', '7x10', '--k', '1', '--blocks', blocks, '--seed', 'rainy-day', '--count', '2', '--json']);
    expect(cli.status).toBe(0);
    expect(ids).toEqual(cli.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id));
    // the fragment now rebuilds the same sheet
    await lookElsewhere(live.current, page.url(), async (again) => {
      await again.waitForSelector('.sheet .slot');
      expect(await slotIds(again)).toEqual(ids);
      expect([await again.inputValue('#size'), await again.inputValue('#height')]).toEqual(['7', '10']);
    });
  });

  it('shows progress while generating, and cancel stops it', async () => {
    // a 20 × 20 graded hard with as few clues as stay unique takes the generator many seconds
    await page.selectOption('#size', '20');
    await page.selectOption('#height', '20');
    await page.selectOption('#grade', 'hard');
    await page.selectOption('#margins', 'minimal');
    await page.fill('#seed', 'slow');
    await page.selectOption('#count', '8'); // changing the count generates; eight such puzzles take long enough to cancel even on a busy machine
    await page.waitForSelector('#progress:not([hidden])');
    expect(await page.locator('#cancel').isVisible()).toBe(true);
    await page.waitForFunction(() => /searched \d+% of the allowed steps/.test(document.getElementById('progress-text')!.textContent ?? ''));
    // the row reflows while the progress line appears: click at once rather than wait for it to settle
    await page.locator('#cancel').dispatchEvent('click');
    await page.waitForSelector('#progress', { state: 'hidden' });
    expect(await page.locator('.sheet .page-title').first().textContent()).toContain('rainy-day'); // the sheet before stays
    expect(await page.locator('#generate').isDisabled()).toBe(false);
    expect(await page.locator('#status').textContent()).toBe('');
    expectClean(live.current);
  });

  it('M7: its own address reopens a one-puzzle sheet whose seed holds a space', async () => {
    await page.goto(`${live.current.url}/stitches/print.html`);
    await page.waitForSelector('.sheet svg');
    await page.fill('#seed', 'rainy day');
    await page.selectOption('#count', '1');
    await page.click('#generate');
    await page.waitForFunction(() => document.querySelector('.sheet .page-title')?.textContent?.includes('rainy day'));
    const ids = await slotIds(page);
    expect(ids).toHaveLength(1);
    await lookElsewhere(live.current, page.url(), async (again) => {
      await again.waitForFunction(() => document.querySelector('.sheet .slot') ?? document.getElementById('status')?.textContent);
      expect(await again.textContent('#status')).toBe('');
      expect(await slotIds(again)).toEqual(ids);
      expect(await again.inputValue('#seed')).toBe('rainy day');
    });
  });
});
