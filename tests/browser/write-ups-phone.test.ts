/**
 * The write-ups on a phone (issue 30): charts drawn for 640 px shrank to the 390 px screen, their
 * text half the laptop's size, and a 12-column table showed about four columns with nothing to
 * say the rest was there. Now a chart keeps most of its size in a box that scrolls, and a line
 * above each box wider than the screen says so and how many columns it has.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteForTests, expectClean } from './test-session.ts';
import { openPage } from './harness.ts';

/** The smallest chart text as drawn, in CSS pixels (the SVG's font size times its scale). */
const smallestChartText = (page: Page): Promise<number> => page.locator('figure.chart svg').evaluateAll((svgs) => Math.min(...svgs.map((s) => {
  const svg = s as SVGSVGElement;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = [svg, ...svg.querySelectorAll('[font-size]')].map((e) => Number(e.getAttribute('font-size'))).filter((n) => n > 0);
  return Math.min(...sizes) * scale;
})));

/** For each table box: its columns, whether it is wider than its box, and the cue line just before it. */
const tableCues = (page: Page) => page.locator('.table-box').evaluateAll((boxes) => boxes.map((b) => {
  const before = b.previousElementSibling;
  return {
    columns: b.querySelector('tr')!.children.length,
    overflows: b.scrollWidth > b.clientWidth + 1,
    cue: before?.classList.contains('scroll-cue') ? (before as HTMLElement).innerText : null,
  };
}));

describe('the write-ups on a phone', () => {
  const site = siteForTests();

  for (const doc of ['stitches', 'haisu']) {
    it(`${doc}: readable chart text at 390×844 and a cue on every table wider than the screen`, async () => {
      const run = await openPage(site.browser, site.url, { width: 390, height: 844, deviceScaleFactor: 2 });
      await run.page.goto(`${site.url}/notes/index.html?doc=${doc}`);
      await run.page.waitForSelector('figure.chart svg');
      const laptop = 12; // the charts' own text size, as a laptop draws them
      expect(await smallestChartText(run.page)).toBeGreaterThanOrEqual(0.8 * laptop);
      const cues = await tableCues(run.page);
      expect(cues.some((c) => c.columns >= 12 && c.overflows)).toBe(true);
      for (const c of cues) expect(c.cue).toBe(c.overflows ? `Wider than the screen: swipe the table sideways to see all ${c.columns} columns.` : null);
      // the page itself does not pan sideways: only the boxes scroll
      expect(await run.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expectClean(run);
      await run.page.context().close();
    }, 60_000);
  }

  it('gives no cue on a laptop to a table that fits', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    await run.page.goto(`${site.url}/notes/index.html?doc=stitches`);
    await run.page.waitForSelector('figure.chart svg');
    for (const c of await tableCues(run.page)) expect(c.cue === null).toBe(!c.overflows);
    expect(await smallestChartText(run.page)).toBeGreaterThanOrEqual(12);
    await run.page.context().close();
  }, 60_000);
});
