/**
 * The editor keeps its work (issue 30): every change is a move in a list that undo and redo walk
 * (buttons and Ctrl+Z), the list is kept in the browser so a reload brings the draft back, the
 * draft rides in the page's address so a link opened elsewhere shows it, and a new blank grid asks
 * first. An empty Stitches grid is "not a puzzle yet", with what it lacks, not "unique".
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests, expectClean } from './test-session.ts';
import { seriousFindings } from './axe.ts';

const fills = (page: Page): Promise<(string | null)[]> =>
  page.locator('#edit-board rect.cell').evaluateAll((els) => els.map((e) => e.getAttribute('fill')));
const settled = (page: Page) => page.waitForFunction(() => !['checking', undefined].includes(document.getElementById('status')!.dataset['state']), null, { timeout: 60_000 });
const status = (page: Page) => page.textContent('#status');

describe('the editor keeps its work', () => {
  const site = siteForTests();

  it('Stitches: undo and redo, a reload, a link opened elsewhere, and a wipe that asks first', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/edit.html`);
    await page.waitForSelector('#edit-board svg');
    // an empty grid is not a puzzle: no "unique", no Play or Print
    await settled(page);
    expect(await status(page)).toBe('Not a puzzle yet: paint at least two blocks and give the holes of a row or a column.');
    expect(await page.isVisible('#done-actions')).toBe(false);
    expect(await page.isDisabled('#undo')).toBe(true);
    const blank = await fills(page);
    // two blocks by a drag (one move), then a row clue typed
    await page.fill('#brush', '2');
    const box = async (cell: number) => (await page.locator(`#edit-board rect[data-cell="${cell}"]`).boundingBox())!;
    const a = await box(0), b = await box(2);
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await page.mouse.up();
    const painted = await fills(page);
    expect(painted[0]).toBe(painted[2]);
    expect(painted[0]).not.toBe(painted[3]);
    await page.fill('#rows', '1 - - - -');
    await settled(page);
    expect(await status(page)).not.toMatch(/unique/);
    // Ctrl+Z takes the clue back, then the whole drag; Redo puts the drag back
    await page.focus('#edit-board');
    await page.keyboard.press('Control+z');
    expect(await page.inputValue('#rows')).toBe('');
    await page.keyboard.press('Control+z');
    expect(await fills(page)).toEqual(blank);
    await page.click('#redo');
    expect(await fills(page)).toEqual(painted);
    await page.click('#redo');
    expect(await page.inputValue('#rows')).toBe('1 - - - -');
    // a reload brings the draft back, clue and all, and undo still works after it
    await page.reload();
    await page.waitForSelector('#edit-board svg');
    expect(await fills(page)).toEqual(painted);
    expect(await page.inputValue('#rows')).toBe('1 - - - -');
    expect(await page.isDisabled('#undo')).toBe(false);
    // the address carries the draft: a browser with nothing stored shows the same grid
    const link = page.url();
    expect(new URL(link).hash).toMatch(/^#draft=/);
    const other = await openPage(site.browser, site.url);
    await other.page.goto(link);
    await other.page.waitForSelector('#edit-board svg');
    expect(await fills(other.page)).toEqual(painted);
    expect(await other.page.inputValue('#rows')).toBe('1 - - - -');
    expectClean(other);
    await other.page.context().close();
    // a new blank grid asks first: "no" keeps the work, "yes" wipes it, and Undo brings it back
    const asked: string[] = [];
    page.once('dialog', (d) => { asked.push(d.message()); void d.dismiss(); });
    await page.click('#blank');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/new blank grid/i);
    expect(await fills(page)).toEqual(painted);
    page.once('dialog', (d) => void d.accept());
    await page.click('#blank');
    expect(await fills(page)).toEqual(blank);
    await page.click('#undo');
    expect(await fills(page)).toEqual(painted);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu: digits typed on the cursor cell write its number, one undo step, kept over a reload', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/edit.html`);
    await page.waitForSelector('#edit-board svg');
    await page.focus('#edit-board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('12');
    expect(await page.locator('#edit-board text[font-size="20"]').filter({ hasText: /^12$/ }).count()).toBe(1);
    await page.reload();
    await page.waitForSelector('#edit-board svg');
    expect(await page.locator('#edit-board text[font-size="20"]').filter({ hasText: /^12$/ }).count()).toBe(1);
    await page.click('#undo');
    expect(await page.locator('#edit-board text[font-size="20"]').count()).toBe(0);
    expectClean(run);
    await page.context().close();
  });
});
