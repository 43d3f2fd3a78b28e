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
});
