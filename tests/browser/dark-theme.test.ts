/**
 * The dark theme (issue 30): the pages follow the system's colour setting; the page turns dark,
 * boards stay paper-coloured, and axe-core still finds nothing serious (contrast included).
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { seriousFindings } from './axe.ts';

const luminance = (rgb: string): number => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? ['0', '0', '0']).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

describe('the dark theme', () => {
  const site = siteForTests();

  for (const path of ['/stitches/play.html', '/haisu/play.html', '/stitches/edit.html', '/stitches/print.html', '/index.html']) {
    it(`${path} follows a dark system setting`, async () => {
      const run = await openPage(site.browser, site.url);
      const { page } = run;
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('load');
      expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.2);
      if (path.includes('play')) {
        await page.waitForSelector('#board svg');
        expect(luminance(await page.locator('#board').evaluate((b) => getComputedStyle(b).backgroundColor))).toBeGreaterThan(0.9);
      }
      expect(await seriousFindings(page)).toEqual([]);
      expectClean(run);
      await page.context().close();
    });
  }
});
