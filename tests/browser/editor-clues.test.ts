/**
 * Margin clues typed in the Stitches editor (issue 30): a list shorter than the grid was taken
 * silently, the missing clues as none, so a clue typed one short went unnoticed. Now a short or
 * long list, or a word that is no number, is refused with the row or column named as the board
 * labels it, and the puzzle keeps the clues it had until the list is whole. The clues could be
 * typed only in those text fields; now the board has them in a strip beside and below the grid,
 * where the cursor steps past the last column or row and digits write the clue under it.
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

  it('types digits on the margin clue under the cursor, reached by the arrows or a click', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/edit.html`);
    await page.waitForSelector('#status[data-state]');
    await page.focus('#edit-board');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight'); // A1 to E1, then onto row 1's clue
    expect(await page.getAttribute('#edit-board', 'aria-label')).toContain('Cursor on the clue of row 1, no clue');
    await page.keyboard.press('3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('1');
    await page.keyboard.press('2'); // 12 holes cannot fit a row of 5 squares: the 1 stays
    expect(await page.inputValue('#rows')).toBe('3 1 - - -');
    await page.keyboard.press('Backspace');
    expect(await page.inputValue('#rows')).toBe('3 - - - -');
    await page.keyboard.press('ArrowLeft'); // back onto the grid, at E2
    expect(await page.getAttribute('#edit-board', 'aria-label')).toContain('Cursor on E2');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown'); // E5, then onto column E's clue
    await page.keyboard.press('4');
    expect(await page.inputValue('#cols')).toBe('- - - - 4');
    await page.click('#edit-board rect.clue[data-line=cols][data-at="1"]');
    await page.keyboard.press('2');
    expect(await page.inputValue('#cols')).toBe('- 2 - - 4');
    expect(await page.locator('#edit-board text.clue-n').allTextContents()).toEqual(['3', '2', '4']); // drawn in the strip
    await page.keyboard.press('Control+z');
    expect(await page.inputValue('#cols')).toBe('- - - - 4');
    expectClean(run);
    await page.context().close();
  });
});
