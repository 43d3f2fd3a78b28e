/**
 * The every-page check (site-pages.ts) on the genres' pages. /stitches/ and /haisu/ are pages of
 * their own, as a normal static host serves a folder. The lab's pages are checked in
 * site-lab.test.ts and the write-ups in site-write-ups.test.ts, beside this file.
 */
import { describe, expect, it } from 'vitest';
import { checkEveryPage, siteVisits, SIZES, type SitePage } from './site-pages.ts';

const PAGES: SitePage[] = [
  ['/index.html', 'main h1'],
  ['/stitches/', 'main h1'],
  ['/haisu/', 'main h1'],
  ['/stitches/play.html', '#board svg'],
  ['/stitches/print.html', '.sheet svg'],
  ['/haisu/play.html', '#board svg'],
  ['/haisu/print.html', '.sheet svg'],
  ['/stitches/edit.html', '#edit-board svg'],
  ['/haisu/edit.html', '#edit-board svg'],
];

describe('the genres\' pages at three sizes: in view, no sideways panning, no console errors, nothing outside, no serious axe findings', () => {
  const visit = siteVisits();
  checkEveryPage(PAGES, visit);

  it('/stitches/ and /haisu/ are index pages linking play, print and the write-ups', async () => {
    for (const genre of ['stitches', 'haisu']) {
      const { page } = await visit(`/${genre}/`, 'main h1', SIZES[0]);
      const links = await page.locator('main a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search));
      expect(links).toEqual(expect.arrayContaining([`/${genre}/play.html`, `/${genre}/print.html`]));
      expect(links.some((l) => l.startsWith(`/notes/index.html?doc=${genre}`))).toBe(true);
      const response = await page.goto(new URL(`/${genre}/`, page.url()).href);
      expect(response?.status()).toBe(200);
      await page.context().close();
    }
  });
});
