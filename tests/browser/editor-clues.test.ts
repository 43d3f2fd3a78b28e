/**
 * Margin clues typed in the Stitches editor (issue 30): a list shorter than the grid was taken
 * silently, the missing clues as none, so a clue typed one short went unnoticed. Now a short or
 * long list, or a word that is no number, is refused with the row or column named as the board
 * labels it, and the puzzle keeps the clues it had until the list is whole.
 */
import { describe, expect, it } from 'vitest';
import { siteForTests, expectClean } from './test-session.ts';
import { openPage } from './harness.ts';

describe('the Stitches editor reads margin clues', () => {
  const site = siteForTests();

  it('refuses a short list, naming the rows it lacks, and takes the list once it is whole', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/edit.html`);
    await page.waitForSelector('#status[data-state]');
    await page.fill('#rows', '2 1');
    await page.waitForFunction(() => /rows 3 to 5/.test(document.getElementById('status')!.textContent ?? ''));
    expect(await page.locator('#status').innerText()).toBe('Holes per row: 2 clues for 5 rows; rows 3 to 5 have none yet (write - for no clue).');
    expect(await page.locator('#status').getAttribute('data-state')).toBe('bad');
    const draftBefore = page.url();
    await page.fill('#cols', '1 2 3 4 5 6');
    expect(await page.locator('#status').innerText()).toBe('Holes per column: 6 clues for 5 columns; the grid has no column F.');
    expect(page.url()).toBe(draftBefore); // neither list was taken
    await page.fill('#cols', '');
    await page.fill('#rows', '2 1 - 4 5');
    await page.waitForFunction(() => !/Holes per/.test(document.getElementById('status')!.textContent ?? ''));
    expect(page.url()).not.toBe(draftBefore);
    expectClean(run);
    await page.context().close();
  });
});
