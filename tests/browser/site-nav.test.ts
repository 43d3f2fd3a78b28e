/**
 * One navigation bar on every page (issue 30): the same links in the same order, the page's own
 * marked as current, and a "Skip to content" link as the first thing Tab reaches, which moves the
 * focus to the page's main content. Every page of src/web is visited, and a write-up and a guide page.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { everyPage, expectClean, siteForTests } from './test-session.ts';

const PAGES = everyPage();

describe('the navigation bar and the skip link on every page', () => {
  const site = siteForTests();
  let expected: string[] | null = null;

  for (const path of PAGES) {
    it(path, async () => {
      const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
      const { page } = run;
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('load');
      const links = await page.locator('header.site nav.site-nav a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
      expected ??= links;
      expect(links).toEqual(expected);
      expect(links.length).toBeGreaterThanOrEqual(10);
      const current = await page.locator('nav.site-nav a[aria-current="page"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
      const own = new URL(`${site.url}${path}`).pathname;
      expect(current).toEqual(links.includes(own) ? [own] : []);
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => ({ text: document.activeElement?.textContent, visible: document.activeElement?.getBoundingClientRect().top ?? -1 }));
      expect(first.text).toBe('Skip to content');
      expect(first.visible).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      expectClean(run);
      await page.context().close();
    });
  }

  // on a phone the bar (some 14 links, 110 px of a 844 px screen) folds behind one button
  for (const path of ['/index.html', '/stitches/play.html', '/haisu/edit.html', '/notes/index.html']) {
    it(`${path} on a phone: the bar folds behind Menu, every link is reachable once it is open, the skip link still works`, async () => {
      const run = await openPage(site.browser, site.url, { width: 390, height: 844, deviceScaleFactor: 2 });
      const { page } = run;
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('load');
      const bar = async () => (await page.locator('header.site').boundingBox())!;
      expect((await bar()).height).toBeLessThanOrEqual(56);
      const links = page.locator('header.site nav.site-nav a');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(10);
      expect(await links.first().isVisible()).toBe(false);
      // the skip link is still the first thing Tab reaches, and still moves the focus to the content
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      // opened by a click, every link shows inside the screen, and Tab walks them all
      await page.click('header.site .nav-toggle');
      expect(await page.getAttribute('header.site .nav-toggle', 'aria-expanded')).toBe('true');
      for (let i = 0; i < count; i++) {
        const box = (await links.nth(i).boundingBox())!;
        expect(await links.nth(i).isVisible()).toBe(true);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(24); // a finger's height, padding included
      }
      await page.focus('header.site .nav-toggle');
      const reached: string[] = [];
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname));
      }
      expect(reached).toEqual(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname)));
      // Escape folds it again, the focus back on the button
      await page.keyboard.press('Escape');
      expect(await links.first().isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('nav-toggle');
      expect((await bar()).height).toBeLessThanOrEqual(56);
      expectClean(run);
      await page.context().close();
    });
  }

  it('on a laptop the bar shows every link and no Menu button', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    const { page } = run;
    await page.goto(`${site.url}/index.html`);
    expect(await page.isVisible('header.site .nav-toggle')).toBe(false);
    expect(await page.locator('header.site nav.site-nav a').evaluateAll((as) => as.every((a) => a.getBoundingClientRect().height > 0))).toBe(true);
    expectClean(run);
    await page.context().close();
  });
});
