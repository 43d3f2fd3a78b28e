/**
 * Ctrl+P on a play page (issue 30, polish): the board and its title alone, as wide as the paper,
 * on one page, not the whole interface with its buttons and panels.
 */
import { describe, expect, it } from 'vitest';
import { openPage, pdfPageSizes } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';

describe('a play page printed', () => {
  const site = siteForTests();

  for (const genre of ['stitches', 'haisu']) {
    it(`${genre}: prints the title and the board, across the page, on one sheet`, async () => {
      // the width of an A4 page at 96 px an inch, as print lays the page out
      const run = await openPage(site.browser, site.url, { width: 794, height: 1123 });
      const { page } = run;
      try {
        await page.goto(`${site.url}/${genre}/play.html`);
        await page.waitForSelector('#board svg');
        await page.emulateMedia({ media: 'print' });
        const seen = await page.evaluate(() => Object.fromEntries(['header.site', 'aside.side', '.toolbar', '.zoom', '#title', '#board svg'].map((s) => {
          const e = document.querySelector(s);
          const r = e?.getBoundingClientRect();
          return [s, r && r.width > 0 && r.height > 0 ? r.width : 0];
        })));
        const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
        await page.emulateMedia({ media: null });
        expect(seen['header.site'], 'the site header').toBe(0);
        expect(seen['aside.side'], 'the side panels').toBe(0);
        expect(seen['.toolbar'], 'the toolbar').toBe(0);
        expect(seen['.zoom'], 'the zoom buttons').toBe(0);
        expect(seen['#title']).toBeGreaterThan(0);
        expect(seen['#board svg']!, 'the board spans most of the page').toBeGreaterThan(0.6 * pageWidth);
        expect(await pdfPageSizes(page)).toHaveLength(1);
        expectClean(run);
      } finally {
        await page.context().close();
      }
    });
  }
});
