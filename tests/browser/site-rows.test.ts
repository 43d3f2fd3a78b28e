/**
 * The rest of issue 17's "site" row on the play pages: done clues stay readable (4.5:1 or more
 * against what is behind them), a mistake check finds is marked by a shape as well as by red,
 * and the Stitches rules say a blank margin gives no clue. (The favicon is covered by the
 * every-page check for console errors in site-pages.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { cellPoint, solveOnPage } from './board-points.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { buildModel, parsePuzzle, solve } from '../../src/stitches/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';

/** The contrast ratio of every element `selector` finds against the nearest filled shape or page colour behind its middle. */
function contrasts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) => {
    const rgb = (s: string): number[] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(s);
      return m && (m[4] === undefined || Number(m[4]) > 0) ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
    };
    const lum = ([r, g, b]: number[]): number => {
      const f = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    return els.map((el) => {
      const box = el.getBoundingClientRect();
      const behind = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2).filter((e) => e !== el && !(e instanceof SVGTextElement));
      let back: number[] | null = null;
      for (const e of behind) {
        back = e instanceof SVGGeometryElement ? rgb(getComputedStyle(e).fill) : rgb(getComputedStyle(e).backgroundColor);
        if (back) break;
      }
      const fore = rgb(getComputedStyle(el).fill)!;
      const [a, b] = [lum(fore), lum(back ?? [255, 255, 255])].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    });
  });
}

describe('play pages: readable done clues, mistakes marked by shape, the blank-margin rule', () => {
  const site = siteForTests();

  it('Stitches: solved, every clue is greyed as done yet 4.5:1 or more; a wrong stitch checked carries a "!" badge', async () => {
    const entry = BANK.find((b) => b.id.startsWith('stitches:5x5'))!;
    const parsed = parsePuzzle(entry.id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const puzzle = parsed.value, W = puzzle.width;
    const { page } = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    await page.goto(`${site.url}/stitches/play.html${hashOfId(entry.id)}`);
    await page.waitForSelector('#board svg');
    expect(await page.locator('.rules').textContent()).toMatch(/Where the margin is blank there is no clue/);
    await solveOnPage(page);
    await page.waitForSelector('#board svg.solved');
    const ratios = await contrasts(page, '#board .clue.met');
    expect(ratios.length).toBe(puzzle.rows.filter((r) => r !== null).length + puzzle.cols.filter((c) => c !== null).length);
    for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
    // a stitch not in the answer, checked
    await page.click('#restart');
    const answer = new Set(solve(puzzle).solution!.stitches.map(([a, b]) => `${a[0] * W + a[1]}-${b[0] * W + b[1]}`));
    const model = buildModel(puzzle);
    let wrong = 0;
    while (answer.has(`${model.candA[wrong]}-${model.candB[wrong]}`)) wrong++;
    const p = await cellPoint(page, W, model.candA[wrong]!), q = await cellPoint(page, W, model.candB[wrong]!);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(q.x, q.y, { steps: 4 });
    await page.mouse.up();
    expect(await page.locator('#board .error-badge').count()).toBe(0);
    await page.click('#check');
    expect(await page.locator('#board .error-badge').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('#board .error-badge text').first().textContent()).toBe('!');
    await page.context().close();
  });

  it('Haisu: solved, every number is greyed as done yet 4.5:1 or more against its region tint', async () => {
    const entry = HAISU_BANK.find((b) => b.width === 8)!;
    const { page } = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    await page.goto(`${site.url}/haisu/play.html${hashOfId(entry.id)}`);
    await page.waitForSelector('#board svg');
    await solveOnPage(page);
    await page.waitForSelector('#board svg.solved');
    const ratios = await contrasts(page, '#board .number.met');
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });
});
