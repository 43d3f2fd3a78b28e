/**
 * The print pages as issue 17 found them wanting: a shrunk cell size said and printed, several
 * sheets and copies in one go, a name and date line, an id under every puzzle of a sheet of
 * several, the answer box above Print, a bookmarkable Haisu bank sheet; and a booklet of ten
 * sheets that prints as twenty pages, puzzles first and answers after, each at the paper's size.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPageSizes, printedBoxes, slotIds } from './harness.ts';
import { expectClean, lookElsewhere, sessionForTests } from './test-session.ts';
import { runCli } from '../run-cli.ts';
import { puzzleFromSeedId, toId } from '../../src/stitches/index.ts';
import { PAPERS } from '../../src/web/shared/sheet.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { BAND, mmText } from '../../src/web/shared/sheet-html.ts';

const near = (a: number, b: number, within = 0.5): void => expect(Math.abs(a - b)).toBeLessThan(within);
const sheetTitles = (page: Page): Promise<string[]> => page.locator('.sheet .title-row > span:first-child').allTextContents();

/** Waits until the first sheet holds `n` puzzles made from the seed typed in. */
const sheetOf = (page: Page, n: number, seed: string) => page.waitForFunction(([count, s]) =>
  document.querySelectorAll('.sheet:first-child .slot').length === count && document.querySelector('.sheet .page-title')?.textContent?.includes(s), [n, seed] as const, { timeout: 60_000 });

describe('Stitches print page: sizes, sheets, copies and the booklet', () => {
  const live = sessionForTests('/stitches/print.html', (page) => page.waitForSelector('.sheet svg'));
  let page: Page;
  beforeAll(async () => {
    page = live.current.page;
    await page.selectOption('#paper', 'A4');
    await page.setChecked('#landscape', false);
    await page.selectOption('#size', '5');
  });

  it('says, on screen and on the sheet, the square size used when the chosen one does not fit (6 puzzles, 10 mm, A4 portrait)', async () => {
    await page.selectOption('#size', '10');
    await page.fill('#seed', 'six of ten');
    await page.selectOption('#count', '6');
    await sheetOf(page, 6, 'six of ten');
    await page.selectOption('#cell', '10');
    const said = /The squares are ([\d.]+) mm: 10 mm squares leave no room for 6 puzzles on this paper\./.exec((await page.locator('#status').textContent())!);
    expect(said).not.toBeNull();
    const used = Number(said![1]);
    expect(used).toBeLessThan(10);
    expect(await page.locator('.sheet > .footer').first().textContent()).toContain(`Squares ${said![1]} mm (the 10 mm chosen did not fit)`);
    // the squares printed are that size: the picture is 10 + 1.08 squares wide (the clue band and the frame)
    const boards = await printedBoxes(page, '.sheet svg.stitches-board');
    for (const b of boards) near(b.width / 11.08, used, 0.01);
    // a size that fits is drawn as chosen, and nothing is said
    await page.selectOption('#count', '1');
    await sheetOf(page, 1, 'six of ten');
    expect(await page.locator('#status').textContent()).toBe('');
    near((await printedBoxes(page, '.sheet svg.stitches-board'))[0]!.width / 11.08, 10, 0.01);
    await page.selectOption('#cell', 'fit');
    await page.selectOption('#count', '6');
    await sheetOf(page, 6, 'six of ten');
  });

  it('lays six puzzles on A4 portrait at the largest size any column count allows, words beside them, under half the paper blank', async () => {
    await page.selectOption('#size', '10');
    await page.selectOption('#count', '6');
    await sheetOf(page, 6, 'six of ten');
    // the best any column count gives: the body below the title and above the footer, words in bands below or in a column beside
    const body = { width: 210 - 30, height: 297 - 30 - BAND.title - BAND.footer };
    let best = 0;
    for (let cols = 1; cols <= 6; cols++) {
      const rows = Math.ceil(6 / cols);
      const slotW = (body.width - BAND.gap * (cols - 1)) / cols, slotH = (body.height - BAND.gap * (rows - 1)) / rows;
      best = Math.max(best, Math.min(slotW, slotH - BAND.caption - BAND.label), Math.min(slotW - BAND.side, slotH));
    }
    for (const chosen of ['10', '15']) {
      await page.selectOption('#cell', chosen);
      const boards = await printedBoxes(page, '.sheet:first-child svg.stitches-board');
      const words = await printedBoxes(page, '.sheet:first-child .slot .words');
      expect(boards).toHaveLength(6);
      expect(words).toHaveLength(6);
      for (const b of boards) near(b.width, best, 0.05);
      expect(await page.locator('#status').textContent()).toContain(`The squares are ${mmText(best / 11.08)} mm: ${chosen} mm squares`);
      // no words over a picture, and the pictures cover more than half of the paper inside the 15 mm margins
      for (const w of words) for (const b of boards) expect(w.x + w.width <= b.x + 0.01 || b.x + b.width <= w.x + 0.01 || w.y + w.height <= b.y + 0.01 || b.y + b.height <= w.y + 0.01).toBe(true);
      const covered = boards.reduce((sum, b) => sum + b.width * b.height, 0);
      expect(1 - covered / (180 * 267)).toBeLessThan(0.5);
    }
    await page.selectOption('#cell', 'fit');
  });

  it('prints an id under each puzzle of a sheet of several: the seed id that makes that very puzzle', async () => {
    const labels = await page.locator('.sheet').first().locator('.slot .slot-id').allTextContents();
    const ids = await slotIds(page);
    expect(labels).toHaveLength(6);
    expect(new Set(labels).size).toBe(6);
    labels.forEach((label, i) => {
      const made = puzzleFromSeedId(label);
      expect(made.ok && toId(made.value)).toBe(ids[i]);
    });
  });

  it('has a name and date line on the puzzle sheets, and the answer box above Print', async () => {
    expect(await page.locator('.sheet').first().locator('.name-line').textContent()).toMatch(/Name.*Date/);
    await page.setChecked('#name-line', false);
    expect(await page.locator('.sheet .name-line').count()).toBe(0);
    await page.setChecked('#name-line', true);
    // the settings panel scrolls under its bar of buttons: the answer box is the last field above the bar
    await page.locator('#show-answer').scrollIntoViewIfNeeded();
    const answerBox = (await page.locator('#show-answer').boundingBox())!, print = (await page.locator('#print').boundingBox())!;
    expect(answerBox.y + answerBox.height).toBeLessThanOrEqual(print.y);
  });

  it('prints several sheets of new puzzles and copies of each in one go', async () => {
    await page.selectOption('#size', '5');
    await page.fill('#seed', 'two by two');
    await page.selectOption('#count', '2');
    await page.fill('#sheets', '2');
    await page.dispatchEvent('#sheets', 'change');
    await page.waitForFunction(() => document.querySelectorAll('.sheet').length === 2 && document.querySelector('.sheet .page-title')?.textContent?.includes('two by two'), null, { timeout: 60_000 });
    const first = await slotIds(page);
    const all = await page.locator('.sheet .slot').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    expect(new Set(all).size).toBe(4); // the second sheet has puzzles of its own
    await page.fill('#copies', '3');
    await page.dispatchEvent('#copies', 'change');
    expect(await printedBoxes(page, '.sheet')).toHaveLength(6);
    expect((await sheetTitles(page))[2]).toMatch(/^Stitches · sheet 1 of 2/);
    expect(await slotIds(page)).toEqual(first);
    expect(await pdfPageSizes(page)).toHaveLength(6);
    // the layout is kept in the address: a reload or a link prints the same sheets
    expect(new URL(page.url()).searchParams.get('copies')).toBe('3');
    await lookElsewhere(live.current, page.url(), async (other) => {
      await other.waitForFunction(() => document.querySelectorAll('.sheet').length === 6, null, { timeout: 60_000 });
      expect(await other.locator('.sheet .slot').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(
        await page.locator('.sheet .slot').evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))));
    });
    await page.fill('#copies', '1');
    await page.dispatchEvent('#copies', 'change');
  });

  it('a booklet of 10 sheets prints as 20 A4 pages: the ten puzzle sheets, then their ten answer sheets', async () => {
    await page.fill('#seed', 'booklet');
    await page.selectOption('#count', '1');
    await page.fill('#sheets', '10');
    await page.dispatchEvent('#sheets', 'change');
    await page.waitForFunction(() => document.querySelectorAll('.sheet').length === 10 && document.querySelector('.sheet .page-title')?.textContent?.includes('booklet'), null, { timeout: 60_000 });
    await page.setChecked('#show-answer', true);
    const sheets = await printedBoxes(page, '.sheet');
    expect(sheets).toHaveLength(20);
    for (const s of sheets) { near(s.width, PAPERS.A4.width); near(s.height, PAPERS.A4.height); }
    const pdf = await pdfPageSizes(page);
    expect(pdf).toHaveLength(20);
    for (const p of pdf) { near(p.width, PAPERS.A4.width); near(p.height, PAPERS.A4.height); }
    const titles = await sheetTitles(page);
    expect(titles.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, j) => `Stitches · sheet ${j + 1} of 10 · seed “booklet”`));
    expect(titles.slice(10)).toEqual(Array.from({ length: 10 }, (_, j) => `Stitches · answers · sheet ${j + 1} of 10 · seed “booklet”`));
    // each sheet its own puzzle, the ones `puzzlelab generate` makes from the seed; answers in the same order
    const ids = await page.locator('.sheet .slot').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    const cli = runCli(['generate', 'stitches', '--size', '5x5', '--blocks', await page.inputValue('#blocks'), '--seed', 'booklet', '--count', '10', '--json']);
    const made = cli.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids).toEqual([...made, ...made]);
    expect(await page.locator('.sheet').nth(10).locator('.stitch').count()).toBeGreaterThan(0);
    expect(await page.locator('.sheet').nth(9).locator('.stitch').count()).toBe(0);
    expectClean(live.current);
  });
});

describe('Haisu print page: a bank sheet is a bookmark', () => {
  const live = sessionForTests('/haisu/print.html', (page) => page.waitForSelector('.sheet svg'));

  it('keeps the bank size, the sheet and the puzzles per sheet in the address, and the address brings them back', async () => {
    const page = live.current.page;
    await page.selectOption('#count', '2');
    await page.selectOption('#bank-size', '6x6');
    await page.selectOption('#bank-sheet', '1');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sheet') === '2');
    // sheet 2 of two per sheet: the third and fourth 6x6 boards of the bank (sheet 1 is drawn first, so wait for these)
    const ids = HAISU_BANK.filter((b) => b.width === 6 && b.height === 6).slice(2, 4).map((b) => b.id);
    expect(ids).toHaveLength(2);
    const showing = (p: Page) => p.waitForFunction((want) =>
      JSON.stringify([...document.querySelectorAll('.sheet:first-child .slot')].map((e) => e.getAttribute('data-id'))) === JSON.stringify(want), ids, { timeout: 60_000 });
    await showing(page);
    const url = page.url();
    expect(new URL(url).searchParams.get('bank')).toBe('6x6');
    await lookElsewhere(live.current, url, async (other) => {
      await showing(other);
      expect(await slotIds(other)).toEqual(ids);
      expect([await other.inputValue('#bank-size'), await other.inputValue('#bank-sheet'), await other.inputValue('#count')]).toEqual(['6x6', '1', '2']);
    });
    // the answer box sits above Print here too
    // the settings panel scrolls under its bar of buttons: the answer box is the last field above the bar
    await page.locator('#show-answer').scrollIntoViewIfNeeded();
    const answerBox = (await page.locator('#show-answer').boundingBox())!, print = (await page.locator('#print').boundingBox())!;
    expect(answerBox.y + answerBox.height).toBeLessThanOrEqual(print.y);
    expectClean(live.current);
  });
});
