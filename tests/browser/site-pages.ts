/**
 * The every-page check (issue 17, "site" row and the lab's own site), shared by the files that
 * split the site's pages between them so that they run side by side: each page at 1366×768,
 * 1280×720 and 390×844 opens with its controls drawn, cannot be panned sideways, logs no console
 * error, asks nothing outside the site, and axe-core finds nothing serious or critical.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { seriousFindings } from './axe.ts';

export const SIZES = [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 390, height: 844 }] as const;

/** A page's path, and what it shows once it is ready. */
export type SitePage = [path: string, ready: string];

/** The built site served and a browser for this file, and a visit: `path` opened at `size`, ready, with what went wrong on the way. */
export function siteVisits(): (path: string, ready: string, size: { width: number; height: number }) => Promise<{ page: Page; problems: string[] }> {
  const site = siteForTests();
  return async (path, ready, size) => {
    const { page, outside, errors } = await openPage(site.browser, site.url, size);
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector(ready, { timeout: 60_000 });
    // the page's own files are in (requests made later are recorded all the same, through the axe run)
    await page.waitForLoadState('load');
    return { page, problems: [...outside.map((u) => `outside request ${u}`), ...errors, ...consoleErrors] };
  };
}

/** One test per page: the every-page check at the three sizes. */
export function checkEveryPage(pages: SitePage[], visit: ReturnType<typeof siteVisits>): void {
  for (const [path, ready] of pages) {
    it(path, async () => {
      for (const size of SIZES) {
        const { page, problems } = await visit(path, ready, size);
        try {
          const where = `${path} at ${size.width}x${size.height}`;
          await expect(page.locator(ready).first().isVisible(), where).resolves.toBe(true);
          const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
          expect(wide.page, `${where}: the page is wider than the window`).toBeLessThanOrEqual(wide.view);
          expect(await seriousFindings(page), where).toEqual([]);
          expect(problems, where).toEqual([]);
        } finally {
          await page.context().close();
        }
      }
    });
  }
}
