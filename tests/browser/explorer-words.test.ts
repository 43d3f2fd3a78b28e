/**
 * The BANDSAW explorer in plain words (issue 30): its progress was the engine's label ("round 2:
 * storing upper <= 1: 40,000 nodes…"), counted from zero by each enumeration so it jumped back,
 * with no bar; Stop said "the optimum is at least 0 mismatches"; "board score" and "seam" were
 * explained nowhere. Now a bar fills by the search steps spent of the node limit and never goes
 * back, its words say what the round asks, Stop says only what is proven, and a glossary names
 * the words.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { siteForTests, expectClean } from './test-session.ts';

describe('the BANDSAW explorer in plain words', () => {
  const site = siteForTests();

  it('explains its words, fills a steady bar, and says after Stop only what is proven', async () => {
    const run = await openPage(site.browser, site.url);
    const { page } = run;
    await page.goto(`${site.url}/bandsaw/index.html`);
    const glossary = await page.locator('.glossary dt').allInnerTexts();
    expect(glossary).toEqual(expect.arrayContaining(['mismatch', 'cut and seam', 'board score', 'search steps']));

    // a 16x16 board with a 4-row band runs far longer than this test watches it
    await page.fill('input[name=size]', '16x16');
    await page.fill('input[name=rows]', '4');
    await page.click('#run');
    const seen: number[] = [];
    while (seen.length < 4) {
      await page.waitForFunction((last) => (document.getElementById('run-bar') as HTMLProgressElement).value > last, seen.at(-1) ?? 0, { timeout: 60_000 });
      seen.push(await page.locator('#run-bar').evaluate((b) => (b as HTMLProgressElement).value));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(await page.locator('#run-bar').getAttribute('max')).toBe('200000000');
    const words = await page.locator('#run-words').innerText();
    expect(words).toMatch(/^Round \d+, is there a filling with at most \d+ mismatches\? .+\. [\d,]+ search steps, \d+% of the node limit\.$/);
    expect(words).not.toMatch(/storing|streaming|<=|nodes/);

    await page.click('#stop');
    await page.waitForSelector('#status[data-status=stopped]');
    const stopped = await page.locator('#status').innerText();
    expect(stopped).not.toMatch(/at least 0/);
    expect(stopped).toMatch(/^Stopped after \d+ pass(es)?: (no filling of the band has fewer than [1-9]\d* mismatch|nothing is proven yet)/);
    expect(await page.locator('#run-progress').isHidden()).toBe(true);

    await page.fill('input[name=size]', '6x6');
    await page.fill('input[name=rows]', '2');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=done]', { timeout: 60_000 });
    expect(await page.locator('#status').innerText()).toMatch(/board score \d+ of \d+ edges matching/);
    expectClean(run);
    await page.context().close();
  }, 180_000);
});
