/**
 * The print pages' buttons on a laptop and a phone (issue 30): the settings panel stuck to the
 * top of the window was taller than a 1366×768 or 1280×720 laptop's, so Generate and Print…
 * sat below the fold where no scrolling reached them. Now they sit in a bar at the panel's
 * foot that stays in the window; checked by geometry on each page, at each size, before and
 * after scrolling the sheet.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteForTests, expectClean } from './test-session.ts';
import { openPage } from './harness.ts';

const WINDOWS = [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 390, height: 844 }];

/** The button's box lies inside the window, and it is the element found at its middle (nothing covers it). */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && el.contains(document.elementFromPoint(x, y));
  });
}

describe('the print pages keep Generate and Print… in view', () => {
  const site = siteForTests();

  for (const size of WINDOWS) {
    it(`at ${size.width}×${size.height}`, async () => {
      for (const [path, prepare] of [
        ['/stitches/print.html', async () => {}],
        ['/haisu/print.html', (p: Page) => p.selectOption('#source', 'new')],
      ] as const) {
        const run = await openPage(site.browser, site.url, size);
        await run.page.goto(`${site.url}${path}`);
        await run.page.waitForSelector('.sheet');
        await prepare(run.page);
        for (const scroll of [0, 600]) {
          await run.page.evaluate((y) => window.scrollTo(0, y), scroll);
          expect({ path, scroll, generate: await onScreen(run.page, '#generate'), print: await onScreen(run.page, '#print') })
            .toEqual({ path, scroll, generate: true, print: true });
        }
        expectClean(run);
        await run.page.context().close();
      }
    }, 120_000);
  }
});
