/**
 * Hints that teach (issue 30): a hint names its technique in a player's words, shades the cells
 * it looks at, says why they force the move, and links to the genre's techniques page, where
 * that technique has an entry with a picture. Haisu hints no longer all open with one "Degree"
 * sentence, and Stitches hints say why the smaller steps before the stitch hold.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { seriousFindings } from './axe.ts';

async function nextHint(page: Page): Promise<string> {
  await page.click('#hint');
  await page.waitForSelector('#message button', { timeout: 20_000 });
  return (await page.textContent('#message'))!;
}

describe('hints that teach', () => {
  const site = siteForTests();

  it('Stitches: the cells looked at are shaded, the reason says why, the technique is linked and explained', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/play.html${hashOfId(BANK[3]!.id)}`);
    await page.waitForSelector('#board .stitches-board');
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const text = await nextHint(page);
      texts.push(text);
      expect(await page.locator('#board .hint-focus').count()).toBeGreaterThan(0);
      expect(await page.locator('#message a.technique-link').count()).toBe(1);
      expect(text).not.toMatch(/First \d+ borders? takes? no stitch[^:]*; then this follows/); // the old words, with no why
      await page.click('#message button');
    }
    // a hint after smaller steps gives the reason of those steps too
    expect(texts.some((t) => /This comes after .*: .+/.test(t))).toBe(true);
    await nextHint(page);
    const href = await page.getAttribute('#message a.technique-link', 'href');
    expect(href).toMatch(/^\.\/techniques\.html#\w+$/);
    await page.click('#message a.technique-link');
    await page.waitForSelector('.technique svg');
    const anchor = new URL(page.url()).hash.slice(1);
    expect(await page.locator(`#${anchor} h2`).count()).toBe(1);
    expect(await page.locator(`#${anchor} p`).textContent()).toMatch(/.{40,}/);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu: hints differ, name techniques a player knows, shade their cells and link to the techniques page', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 8)!.id)}`);
    await page.waitForSelector('#board .haisu-board');
    const texts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const text = await nextHint(page);
      texts.push(text);
      expect(text).not.toMatch(/^Degree: every cell takes exactly two line ends/);
      expect(text).not.toMatch(/segment rule/);
      expect(await page.locator('#board .hint-focus').count()).toBeGreaterThan(0);
      expect(await page.locator('#message a.technique-link').count()).toBe(1);
      await page.click('#message button');
    }
    expect(new Set(texts.map((t) => t.split(' So the walk')[0])).size).toBeGreaterThan(1);
    await page.goto(`${site.url}/haisu/techniques.html`);
    expect(await page.locator('.technique svg').count()).toBeGreaterThanOrEqual(5);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });
});
