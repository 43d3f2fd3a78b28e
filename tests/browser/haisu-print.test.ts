import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPageSizes, printedBoxes, slotIds } from './harness.ts';
import { expectExactPaperSizes } from './print-checks.ts';
import { expectClean, sessionForTests } from './test-session.ts';
import { HAISU_BANK as BANK } from '../../src/haisu/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { defaultRegions, generateHaisu, HAISU_GRADES } from '../../src/haisu/index.ts';
import { makeRng } from '../../src/core/rng.ts';
import { runCli } from '../run-cli.ts';

const entry = BANK[0]!;
const side = Number(/^haisu:(\d+)x/.exec(entry.id)![1]);
const FRAME = 0.12; // the board picture is this many cells wider than the grid (room for the frame)

describe('Haisu print page in Chromium', () => {
  const live = sessionForTests(`/haisu/print.html${hashOfId(entry.id)}`, (page) => page.waitForSelector('.sheet svg'));
  let page: Page;
  beforeAll(() => { page = live.current.page; });

  it('prints the linked board on A4, Letter and A4 sideways at the exact paper size, controls hidden', async () => {
    await expectExactPaperSizes(page);
  });

  it('draws cells of the chosen size in mm, inside the margins', async () => {
    await page.selectOption('#paper', 'A4');
    await page.setChecked('#landscape', false);
    await page.fill('#margin', '20');
    await page.dispatchEvent('#margin', 'change');
    for (const cellMm of [15, 8]) {
      await page.selectOption('#cell', String(cellMm));
      const [sheet] = await printedBoxes(page, '.sheet');
      const [board] = await printedBoxes(page, '.sheet svg.haisu-board');
      expect(Math.abs(board!.width - cellMm * (side + FRAME))).toBeLessThan(0.5);
      expect(Math.abs(board!.height - cellMm * (side + FRAME))).toBeLessThan(0.5);
      expect(board!.x - sheet!.x).toBeGreaterThanOrEqual(20 - 0.5);
      expect(board!.x + board!.width - sheet!.x).toBeLessThanOrEqual(210 - 20 + 0.5);
      expect(board!.y + board!.height - sheet!.y).toBeLessThanOrEqual(297 - 20 + 0.5);
    }
    expect(await page.locator('#status').textContent()).toBe('');
  });

  it('adds the answer sheet, with the whole walk drawn, only while the answers are shown', async () => {
    expect(await page.locator('.sheet polyline.answer').count()).toBe(0);
    await page.setChecked('#show-answer', true);
    expect(await printedBoxes(page, '.sheet')).toHaveLength(2);
    const points = await page.locator('.sheet').nth(1).locator('polyline.answer').getAttribute('points');
    expect(points!.trim().split(/\s+/)).toHaveLength(side * side);
    expect(await pdfPageSizes(page)).toHaveLength(2);
    await page.setChecked('#show-answer', false);
    expect(await printedBoxes(page, '.sheet')).toHaveLength(1);
  });

  it('makes a fresh board for a seed: the one the engine makes in Node, its id in the footer', async () => {
    await page.selectOption('#source', 'new');
    await page.selectOption('#count', '1');
    await page.selectOption('#size', '5');
    await page.fill('#seed', 'on paper');
    await page.click('#generate');
    const made = generateHaisu({ width: 5, height: 5, regions: defaultRegions(5, 5), grade: HAISU_GRADES[0] }, makeRng('on paper'));
    await page.waitForFunction((id) => document.querySelector('.sheet > .footer')?.textContent === `puzzlelab · play it online with the id ${id}`, made.id, { timeout: 30_000 });
    expect(await page.locator('.sheet .page-title').first().textContent()).toMatch(/^Haisu · seed “on paper”/);
    // a batch: board i is the one `puzzlelab generate haisu` prints i-th for the same seed
    await page.selectOption('#count', '2'); // changing the count generates
    await page.waitForFunction(() => document.querySelectorAll('.sheet:first-child .slot').length === 2, null, { timeout: 30_000 });
    const ids = await slotIds(page);
    const cli = runCli(['generate', 'haisu', '--size', '5x5', '--grade', HAISU_GRADES[0]!, '--seed', 'on paper', '--count', '2', '--json']);
    expect(ids).toEqual(cli.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id));
  });

  it('lays out a sheetful of bank boards without overlap; nothing left the origin', async () => {
    await page.selectOption('#cell', 'fit');
    await page.selectOption('#source', 'bank');
    await page.selectOption('#count', '4');
    const want = Math.min(4, BANK.length);
    await page.waitForFunction((n) => document.querySelectorAll('.sheet svg.haisu-board').length === n, want);
    const boards = await printedBoxes(page, '.sheet svg.haisu-board');
    for (const [i, a] of boards.entries()) {
      for (const b of boards.slice(i + 1)) {
        const apart = a.x + a.width <= b.x + 0.01 || b.x + b.width <= a.x + 0.01 || a.y + a.height <= b.y + 0.01 || b.y + b.height <= a.y + 0.01;
        expect(apart).toBe(true);
      }
    }
    expect(new URL(page.url()).hash).toBe('');
    expectClean(live.current);
  });
});
