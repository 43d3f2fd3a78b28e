/**
 * Every page of the site at 1366×768, 1280×720 and 390×844 (issue 17, "site" row and the lab's
 * own site): it opens with its controls drawn, cannot be panned sideways, logs no console error,
 * asks nothing outside the site, and axe-core finds nothing serious or critical. /stitches/ and
 * /haisu/ are pages of their own, as a normal static host serves a folder.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { REGENERATE } from '../../experiments/pipeline/sourced.ts';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { seriousFindings } from './axe.ts';

const SIZES = [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 390, height: 844 }] as const;
const DOCS = join(import.meta.dirname, '..', '..', 'docs');
// the write-ups: docs whose figures the stats run makes (they carry its regenerate line)
const WRITE_UPS = readdirSync(DOCS).filter((f) => f.endsWith('.md') && readFileSync(join(DOCS, f), 'utf8').includes(REGENERATE)).map((f) => f.replace(/\.md$/, ''));

/** Each page, and what it shows once it is ready. */
const PAGES: [path: string, ready: string][] = [
  ['/index.html', 'main h1'],
  ['/stitches/', 'main h1'],
  ['/haisu/', 'main h1'],
  ['/stitches/play.html', '#board svg'],
  ['/stitches/print.html', '.sheet svg'],
  ['/haisu/play.html', '#board svg'],
  ['/haisu/print.html', '.sheet svg'],
  ['/stitches/edit.html', '#edit-board svg'],
  ['/haisu/edit.html', '#edit-board svg'],
  ['/bandsaw/index.html', '#run'],
  ['/notes/index.html', '.card'],
  ...WRITE_UPS.map((name): [string, string] => [`/notes/index.html?doc=${name}`, '#write-up h1']),
  // the guide's contents, and the pages with the widest code blocks and tables
  ['/guide/index.html', '#guide h1'],
  ['/guide/index.html?page=cli', '#guide h1'],
  ['/guide/index.html?page=formats', '#guide h1'],
];

describe('every page at three sizes: in view, no sideways panning, no console errors, nothing outside, no serious axe findings', () => {
  const site = siteForTests();

  async function visit(path: string, ready: string, size: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
    const { page, outside, errors } = await openPage(site.browser, site.url, size);
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector(ready, { timeout: 60_000 });
    // the page's own files are in (requests made later are recorded all the same, through the axe run)
    await page.waitForLoadState('load');
    return { page, problems: [...outside.map((u) => `outside request ${u}`), ...errors, ...consoleErrors] };
  }

  for (const [path, ready] of PAGES) {
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

  it('/stitches/ and /haisu/ are index pages linking play, print and the write-ups', async () => {
    for (const genre of ['stitches', 'haisu']) {
      const { page } = await visit(`/${genre}/`, 'main h1', SIZES[0]);
      const links = await page.locator('main a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search));
      expect(links).toEqual(expect.arrayContaining([`/${genre}/play.html`, `/${genre}/print.html`]));
      expect(links.some((l) => l.startsWith(`/notes/index.html?doc=${genre}`))).toBe(true);
      const response = await page.goto(`${site.url}/${genre}/`);
      expect(response?.status()).toBe(200);
      await page.context().close();
    }
  });
});
