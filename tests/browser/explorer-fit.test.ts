/**
 * The BANDSAW explorer as issue 17's "explorer" row found it, after a run of the default board:
 * it fits a 390 px phone, the chart's axes are named and ticked, the status counts rounds and
 * the passes the table lists and the page says why a round can take several, the words are plain,
 * the seam is labelled, the sample buttons tell their fillings apart; axe finds nothing serious.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { seriousFindings } from './axe.ts';

const SIZES = [{ width: 390, height: 844 }, { width: 1366, height: 768 }, { width: 1280, height: 720 }] as const;

describe('BANDSAW explorer after the default run', () => {
  const site = siteForTests();

  async function ran(size: { width: number; height: number }): Promise<{ page: Page; outside: string[]; errors: string[] }> {
    const o = await openPage(site.browser, site.url, size);
    await o.page.goto(`${site.url}/bandsaw/index.html`);
    await o.page.click('#run');
    await o.page.waitForSelector('#status[data-status=done]', { timeout: 120_000 });
    await o.page.click('#samples button >> nth=0');
    return o;
  }

  for (const size of SIZES) {
    it(`at ${size.width}x${size.height}`, async () => {
      const { page, outside, errors } = await ran(size);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(size.width);
      // the chart: both axes named, the log axis ticked in plain numbers
      const chartWords = await page.locator('#chart svg text').allTextContents();
      expect(chartWords).toEqual(expect.arrayContaining(['fillings kept', 'round: at most … mismatches (one bar a pass)', '1', '10']));
      expect(chartWords.some((t) => /\^/.test(t))).toBe(false);
      // rounds and passes: the status counts both, the table has a row a pass, each row its round's pass number
      const status = (await page.textContent('#status'))!;
      const counted = /; (\d+) rounds? in (\d+) pass(?:es)? \(one table row a pass\)/.exec(status);
      expect(counted, status).not.toBeNull();
      const rows = await page.locator('#rounds tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(rows).toHaveLength(Number(counted![2]));
      expect(new Set(rows.map((r) => r[0])).size).toBe(Number(counted![1]));
      for (const [i, r] of rows.entries()) expect(r[1]).toBe(String(i > 0 && rows[i - 1]![0] === r[0] ? Number(rows[i - 1]![1]) + 1 : 1));
      expect(await page.textContent('#rounds-note')).toMatch(/one or two passes/);
      // plain words: none of the engine's own terms
      const text = (await page.locator('main').innerText());
      expect(text).not.toMatch(/\bkeys\b|streamed|partials?\b/i);
      // the seam: coloured squares labelled with their colours, in words beside them too
      const strip = page.locator('#zoom .seam-strip');
      const seam = (await strip.getAttribute('data-seam'))!.split(',');
      expect(await strip.getAttribute('aria-label')).toMatch(new RegExp(`^Colours along the cut, (top to bottom|left to right): ${seam.join(', ')}$`));
      expect(await page.locator('#zoom .seam-colours').textContent()).toContain(seam.join(', '));
      // the sample buttons: each names its mismatches and its seam; after the first, how it differs from it
      const labels = await page.locator('#samples button').allTextContents();
      expect(labels.length).toBeGreaterThan(1);
      for (const [i, l] of labels.entries()) expect(l).toMatch(new RegExp(`^#${i + 1}: \\d+ mismatch(es)?, seam [\\d-]+${i === 0 ? '$' : ', \\d+ cells? unlike #1$'}`));
      expect(new Set(labels.map((l) => l.replace(/^#\d+: /, ''))).size).toBeGreaterThan(1);
      expect(await seriousFindings(page)).toEqual([]);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
