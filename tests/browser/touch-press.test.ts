/**
 * A tap leaves no pressed look (issue 30): on a touch screen the hover colours stuck to a button
 * after it was tapped. Tapped in a touch context, the button's computed colours return to those it
 * had before; the hover look is kept for a pointer that hovers, and shows there. Nor does a tap
 * wash the board or a button in Chromium's tap highlight (a tinted box over the whole board
 * after each tap on a phone): the pages give their own pressed and cursor looks.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectClean, siteForTests } from './test-session.ts';
import { openPage } from './harness.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';

const look = (page: Page, selector: string) => page.locator(selector).evaluate((e) => {
  const s = getComputedStyle(e);
  return { background: s.backgroundColor, border: s.borderColor, outline: s.outlineStyle };
});
const PLAY = `/stitches/play.html${hashOfId(BANK[0]!.id)}`;

describe('buttons after a tap', () => {
  const site = siteForTests();

  it('on a phone (touch), Check and Hint look as they did before they were tapped', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}${PLAY}`);
    await page.waitForSelector('#board svg');
    for (const id of ['#check', '#hint']) {
      const before = await look(page, id);
      await page.tap(id);
      await page.waitForTimeout(300); // past the colour's 0.12 s transition
      expect(await look(page, id), id).toEqual(before);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a tap on the board or a button shows no tap highlight', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.url}${PLAY}`);
    await page.waitForSelector('#board svg');
    for (const id of ['#board', '#check', '#hint']) {
      const highlight = await page.locator(id).evaluate((e) => getComputedStyle(e).getPropertyValue('-webkit-tap-highlight-color'));
      expect(highlight, id).toBe('rgba(0, 0, 0, 0)');
    }
    await context.close();
  });

  it('with a mouse, hovering a button still shows it', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    const { page } = run;
    await page.goto(`${site.url}${PLAY}`);
    await page.waitForSelector('#board svg');
    const before = await look(page, '#check');
    await page.hover('#check');
    await page.waitForTimeout(300);
    expect((await look(page, '#check')).background).not.toBe(before.background);
    expectClean(run);
    await page.context().close();
  });
});
