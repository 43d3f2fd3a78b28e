/**
 * The editor (issue 17, "Also expected"): a bank puzzle of each genre typed in by clicks alone,
 * checked for a single answer as it grows, proven unique, then played and printed; a Haisu
 * puzzle given back as a puzz.link URL and read in again from it; a Haisu region total (the
 * format's `totals`) typed in on a phone, where it is the clue that makes the board unique.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { parsePuzzle as parseStitches, toId as stitchesId, type StitchesPuzzle } from '../../src/stitches/index.ts';
import { compileBoard, haisu, parsePuzzle as parseHaisu, parsePuzzLink, toId as haisuId, toPuzzLink, type HaisuPuzzle } from '../../src/haisu/index.ts';
import { seriousFindings } from './axe.ts';
import { hashOfId } from '../../src/web/shared/share.ts';

function read<P>(r: { ok: true; value: P } | { ok: false; error: { message: string } }): P {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const stitches5 = read<StitchesPuzzle>(parseStitches(BANK.find((b) => b.id.startsWith('stitches:5x5'))!.id));
const haisu5 = read<HaisuPuzzle>(parseHaisu(HAISU_BANK.find((b) => b.width === 5)!.id));

/**
 * A bank board with one number taken away so that it has several walks, and a region total, true
 * of the bank walk, that makes it unique again: the first such pair in board order.
 */
function boardNeedingATotal(p: HaisuPuzzle): { puzzle: HaisuPuzzle; total: { region: number; n: number } } {
  const unique = (q: HaisuPuzzle) => haisu.solve(q, { maxSolutions: 2, nodeBudget: 2_000_000 }).unique;
  const b = compileBoard(p);
  const entries = new Array<number>(b.regionCount).fill(0);
  let last = -1;
  for (const [r, c] of haisu.solve(p, { maxSolutions: 1 }).solution!.path) {
    const region = b.region[r * p.width + c]!;
    if (region !== last) entries[region]!++;
    last = region;
  }
  for (let drop = 0; drop < p.numbers.length; drop++) {
    const puzzle = { ...p, numbers: p.numbers.filter((_, i) => i !== drop) };
    if (unique(puzzle)) continue;
    for (let region = 0; region < b.regionCount; region++) {
      const total = { region, n: entries[region]! };
      if (unique({ ...puzzle, totals: [total] })) return { puzzle, total };
    }
  }
  throw new Error('no number of this board can be traded for a region total');
}

const clueText = (clues: readonly (number | null)[]): string => clues.map((c) => (c === null ? '-' : String(c))).join(' ');
const state = (page: Page): Promise<string | null> => page.getAttribute('#status', 'data-state');
const settled = (page: Page) => page.waitForFunction(() => !['checking', undefined].includes(document.getElementById('status')!.dataset['state']), null, { timeout: 60_000 });
const clickCell = (page: Page, cell: number) => page.click(`#edit-board rect[data-cell="${cell}"]`);

/** A blank grid, then `text` loaded into it: it must read as the unique puzzle `id`. */
async function loadAfresh(page: Page, text: string, id: string): Promise<void> {
  page.once('dialog', (d) => void d.accept()); // "Start a new blank grid?": yes
  await page.click('#blank');
  await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] === 'incomplete');
  await page.fill('#import-text', text);
  await page.click('#import-form button');
  await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] === 'unique', null, { timeout: 60_000 });
  expect(await page.inputValue('#puzzle-id')).toBe(id);
}

/** Paints the regions of a row-major list of region ids, a brush a region, by clicks. */
async function paintRegions(page: Page, regions: readonly number[]): Promise<void> {
  const count = Math.max(...regions) + 1;
  for (let r = 0; r < count; r++) {
    await page.fill('#brush', String(r + 1));
    for (const [cell, id] of regions.entries()) if (id === r) await clickCell(page, cell);
  }
}

describe('the editor', () => {
  const site = siteForTests();

  it('Stitches: a 5x5 bank puzzle typed in by clicks is checked as it grows, proven unique, played and printed', async () => {
    const { page, outside, errors } = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    await page.goto(`${site.url}/stitches/edit.html`);
    await page.waitForSelector('#edit-board svg');
    await paintRegions(page, stitches5.regions);
    await page.fill('#k', String(stitches5.k));
    await page.dispatchEvent('#k', 'change');
    await settled(page);
    // checked as it grows: the blocks alone, with no margin clues, are not a puzzle yet
    expect(await state(page)).toBe('incomplete');
    expect(await page.textContent('#status')).toBe('Not a puzzle yet: give the holes of a row or a column.');
    await page.fill('#rows', clueText(stitches5.rows));
    await page.fill('#cols', clueText(stitches5.cols));
    await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] === 'unique', null, { timeout: 60_000 });
    expect(await page.textContent('#status')).toMatch(/^One answer: the puzzle is unique/);
    const id = stitchesId(stitches5);
    expect(await page.inputValue('#puzzle-id')).toBe(id);
    await page.click('#play-link');
    await page.waitForSelector('#board .stitches-board');
    expect(new URL(page.url()).hash).toBe(hashOfId(id));
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] !== undefined);
    await page.goto(`${site.url}/stitches/print.html${hashOfId(id)}`);
    await page.waitForSelector('.sheet svg');
    expect(await page.locator('.sheet .slot').first().getAttribute('data-id')).toBe(id);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Haisu: a 5x5 bank board typed in by clicks is proven unique, played, printed, and goes to puzz.link and back', async () => {
    const { page, outside, errors } = await openPage(site.browser, site.url, { width: 1280, height: 720 });
    await page.goto(`${site.url}/haisu/edit.html`);
    await page.waitForSelector('#edit-board svg');
    const w = haisu5.width;
    await paintRegions(page, haisu5.regions.flat());
    await settled(page);
    expect(await page.textContent('#status')).toBe('Put S on the board.');
    await page.check('input[name=tool][value=start]');
    await clickCell(page, haisu5.start[0] * w + haisu5.start[1]);
    await page.check('input[name=tool][value=goal]');
    await clickCell(page, haisu5.goal[0] * w + haisu5.goal[1]);
    await page.check('input[name=tool][value=number]');
    for (const [i, { r, c, n }] of haisu5.numbers.entries()) {
      if (i === haisu5.numbers.length - 1) {
        await settled(page);
        expect(await state(page)).not.toBe('unique'); // one number short, it is not yet unique (a minimal board)
      }
      await page.fill('#number', String(n));
      await clickCell(page, r * w + c);
    }
    await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] === 'unique', null, { timeout: 60_000 });
    const id = haisuId(haisu5);
    expect(await page.inputValue('#puzzle-id')).toBe(id);
    const url = await page.inputValue('#puzzlink');
    expect(url).toBe(toPuzzLink(haisu5));
    expect(haisuId(read(parsePuzzLink(url)))).toBe(id);
    // back from puzz.link: a blank grid, then the URL loaded, gives the same board, unique
    await loadAfresh(page, url, id);
    await page.click('#play-link');
    await page.waitForSelector('#board .haisu-board');
    expect(new URL(page.url()).hash).toBe(hashOfId(id));
    await page.goto(`${site.url}/haisu/print.html${hashOfId(id)}`);
    await page.waitForSelector('.sheet svg');
    expect(await page.locator('.sheet .slot').first().getAttribute('data-id')).toBe(id);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Haisu on a phone: a region total typed in by clicks makes a board unique, then plays, prints and loads back', async () => {
    const { puzzle, total } = boardNeedingATotal(haisu5);
    const withTotal: HaisuPuzzle = { ...puzzle, totals: [total] };
    const id = haisuId(withTotal);
    const { page, outside, errors } = await openPage(site.browser, site.url, { width: 390, height: 844 });
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    await page.goto(`${site.url}/haisu/edit.html`);
    await page.waitForSelector('#edit-board svg');
    const w = puzzle.width;
    await paintRegions(page, puzzle.regions.flat());
    await page.check('input[name=tool][value=start]');
    await clickCell(page, puzzle.start[0] * w + puzzle.start[1]);
    await page.check('input[name=tool][value=goal]');
    await clickCell(page, puzzle.goal[0] * w + puzzle.goal[1]);
    await page.check('input[name=tool][value=number]');
    for (const { r, c, n } of puzzle.numbers) {
      await page.fill('#number', String(n));
      await clickCell(page, r * w + c);
    }
    await settled(page);
    expect(await page.textContent('#status')).toMatch(/^More than one answer/);
    // the total, set on the region's last cell: any cell of the region carries it
    const cells = puzzle.regions.flat().flatMap((region, cell) => (region === total.region ? [cell] : []));
    await page.check('input[name=tool][value=total]');
    await page.fill('#number', String(total.n));
    await clickCell(page, cells.at(-1)!);
    await page.waitForFunction(() => document.getElementById('status')!.dataset['state'] === 'unique', null, { timeout: 60_000 });
    expect(await page.inputValue('#puzzle-id')).toBe(id);
    expect(await page.textContent('#edit-board text.total')).toBe(`×${total.n}`);
    // puzz.link has no region totals: no URL, and the page says why
    expect(await page.isVisible('#puzzlink-field')).toBe(false);
    expect(await page.textContent('#puzzlink-none')).toMatch(/no region totals/);
    expect(await page.isVisible('#puzzlink-none')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousFindings(page)).toEqual([]);
    // loaded back from its id, the total is there again and the board is still unique
    await loadAfresh(page, id, id);
    expect(await page.textContent('#edit-board text.total')).toBe(`×${total.n}`);
    // played: the total is drawn on the board and named in the status line
    await page.click('#play-link');
    await page.waitForSelector('#board .haisu-board');
    expect(new URL(page.url()).hash).toBe(hashOfId(id));
    expect(await page.textContent('#board text.total')).toBe(`×${total.n}`);
    expect(await page.textContent('#message')).toMatch(/1 region total\./);
    expect(await page.isVisible('#elsewhere')).toBe(false); // no lossy puzz.link URL on the play page either
    expect(await seriousFindings(page)).toEqual([]);
    // printed: the total is on the sheet
    await page.goto(`${site.url}/haisu/print.html${hashOfId(id)}`);
    await page.waitForSelector('.sheet svg');
    expect(await page.locator('.sheet .slot').first().getAttribute('data-id')).toBe(id);
    expect(await page.locator('.sheet').first().locator('text.total').first().textContent()).toBe(`×${total.n}`);
    expect(await page.locator('.sheet').first().textContent()).toContain('enters that region n times in all');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('works by keyboard: arrows move the cursor, Space applies the tool, Shift+arrows paint', async () => {
    const { page, errors } = await openPage(site.browser, site.url, { width: 390, height: 844 });
    await page.goto(`${site.url}/haisu/edit.html`);
    await page.waitForSelector('#edit-board svg');
    await page.fill('#width', '2');
    await page.fill('#height', '2');
    await page.click('#blank');
    await page.check('input[name=tool][value=start]');
    await page.focus('#edit-board');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'Put G on the board.');
    await page.check('input[name=tool][value=goal]');
    await page.focus('#edit-board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // S and G on corners of one colour of a 2x2 board: no walk through all four cells joins them
    await page.waitForFunction(() => /^No answer/.test(document.getElementById('status')!.textContent), null, { timeout: 30_000 });
    await page.check('input[name=tool][value=region]');
    await page.fill('#brush', '2');
    await page.focus('#edit-board');
    await page.keyboard.press('Shift+ArrowLeft'); // paints A2, the cell the cursor moves onto, with brush 2
    await page.waitForFunction(() => !['checking', 'incomplete'].includes(document.getElementById('status')!.dataset['state']!));
    const texts = await page.locator('#edit-board svg line').count();
    expect(texts).toBeGreaterThan(0); // a wall now parts the brushes
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
