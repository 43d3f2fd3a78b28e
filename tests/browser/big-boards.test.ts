/**
 * The largest boards (issue 30): a 30×30 Stitches board on a 1366×768 laptop once sat in the
 * window's height with 330 px empty beside it, 14.7 px cells and 5 px row labels. Now it takes
 * the column's width with legible clues and labels, and zooms (+, −, Fit, Ctrl+wheel) and pans
 * (the wheel) inside its frame; on a phone a 15×15 board keeps cells a finger wide and its
 * frame scrolls instead of the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { cellPixels, cellPoint } from './board-points.ts';
import { STITCHES_30 } from './boards.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { seriousFindings } from './axe.ts';

const stitches15 = BANK.find((b) => b.id.startsWith('stitches:15x15'))!.id;
/** The rendered height of the smallest text of a kind on the board, in CSS pixels. */
const smallest = (page: Page, selector: string): Promise<number> =>
  page.locator(selector).evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().height)));
const frame = (page: Page) => page.locator('.board-wrap').evaluate((w) => ({
  scrollTop: w.scrollTop, scrollLeft: w.scrollLeft, scrollWidth: w.scrollWidth, clientWidth: w.clientWidth, scrollHeight: w.scrollHeight, clientHeight: w.clientHeight,
  width: w.getBoundingClientRect().width, column: w.parentElement!.getBoundingClientRect().width, bottom: w.getBoundingClientRect().bottom,
}));

describe('the largest boards', () => {
  const site = siteForTests();

  it('30×30 Stitches at 1366×768: uses the width, legible labels, zooms and pans inside its frame', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/play.html${hashOfId(STITCHES_30)}`);
    await page.waitForSelector('#board svg');
    expect(await cellPixels(page)).toBeGreaterThanOrEqual(24);
    let f = await frame(page);
    expect(f.width).toBeGreaterThan(0.97 * f.column); // the width, not 330 px left empty
    expect(await smallest(page, '#board .axis-label')).toBeGreaterThanOrEqual(10);
    expect(await smallest(page, '#board .clue')).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // the board is taller than the window leaves: its frame scrolls, the toolbar stays on screen
    expect(f.scrollHeight).toBeGreaterThan(f.clientHeight);
    expect(await page.locator('.toolbar').evaluate((t) => t.getBoundingClientRect().bottom)).toBeLessThanOrEqual(768);
    // the wheel pans the frame
    const box = (await page.locator('.board-wrap').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.querySelector('.board-wrap')!.scrollTop > 0);
    // + zooms in, twice; Ctrl+wheel zooms too; Fit goes back
    const fitted = await cellPixels(page);
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    expect(await cellPixels(page)).toBeCloseTo(fitted * 1.5, 0);
    expect(await page.textContent('#zoom-level')).toBe('150%');
    f = await frame(page);
    expect(f.scrollWidth).toBeGreaterThan(f.clientWidth);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await page.waitForFunction(() => document.getElementById('zoom-level')!.textContent === '200%');
    // a click on a square seen through the zoomed frame still lands on that square
    await page.locator('.board-wrap').evaluate((w, [x, y]) => { w.scrollLeft = x!; w.scrollTop = y!; }, [0, 0]);
    const p = await cellPoint(page, 30, 2 * 30 + 2);
    await page.click('#restart');
    await page.mouse.click(p.x, p.y);
    expect(await page.locator('#board .overlay .mark-hole').count()).toBe(1);
    await page.click('#zoom-fit');
    expect(await cellPixels(page)).toBeCloseTo(fitted, 0);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('15×15 Stitches on a 390×844 phone: cells a finger wide, the frame scrolls, not the page', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/stitches/play.html${hashOfId(stitches15)}`);
    await page.waitForSelector('#board svg');
    expect(await cellPixels(page)).toBeGreaterThanOrEqual(27.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const f = await frame(page);
    expect(f.scrollWidth).toBeGreaterThan(f.clientWidth);
    await context.close();
  });
});
