/**
 * What a screen reader gets from a play board (issue 30): once only the clue digits, run
 * together. Now the board's name carries the cursor cell and what it holds, and every move (by
 * key, mouse, hint or undo) is said in a live region. Read from the accessibility tree Chromium
 * builds (the DevTools protocol's full AX tree), as a screen reader would read it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { parsePuzzle } from '../../src/haisu/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { seriousFindings } from './axe.ts';

interface AxNode {
  nodeId: string; backendDOMNodeId?: number; childIds?: string[]; role?: { value?: string }; name?: { value?: string };
  properties?: { name: string; value: { value?: unknown; relatedNodes?: { backendDOMNodeId: number }[] } }[];
}

/** The board as the accessibility tree has it: its grid's rows (each row's names), and the name of its active cell. */
async function axGrid(page: Page): Promise<{ rows: string[][]; active: string | null; focused: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AxNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const grid = nodes.find((n) => n.role?.value === 'grid')!;
  const prop = (n: AxNode, name: string) => n.properties?.find((p) => p.name === name)?.value;
  const under = (n: AxNode, role: string): AxNode[] => (n.childIds ?? []).flatMap((id) => {
    const child = byId.get(id);
    if (!child) return [];
    return child.role?.value === role ? [child] : under(child, role);
  });
  const rows = under(grid, 'row').map((row) => (row.childIds ?? []).map((id) => byId.get(id)?.name?.value ?? ''));
  const activeDom = prop(grid, 'activedescendant')?.relatedNodes?.[0]?.backendDOMNodeId;
  const active = nodes.find((n) => n.backendDOMNodeId === activeDom)?.name?.value ?? null;
  return { rows, active, focused: prop(grid, 'focused')?.value === true };
}

/** Names of the nodes of Chromium's accessibility tree, with their roles, and the text of live regions. */
async function axTree(page: Page): Promise<{ names: string[]; live: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AxNode[] };
  await cdp.detach();
  const names = nodes.map((n) => `${n.role?.value ?? ''}: ${n.name?.value ?? ''}`);
  const live = nodes.filter((n) => n.properties?.some((p) => p.name === 'live' && p.value.value === 'polite')).map((n) => n.name?.value ?? '');
  return { names, live };
}

describe('screen readers', () => {
  const site = siteForTests();

  it('Stitches: the board is a grid with row and column names, the cursor its active cell, named with what it holds', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    const id = BANK.find((b) => b.id.startsWith('stitches:5x5'))!.id;
    const clues = id.split('.').slice(1).map((list) => list.split(','));
    await page.goto(`${site.url}/stitches/play.html${hashOfId(id)}`);
    await page.waitForSelector('#board .stitches-board');
    await page.focus('#board');
    await page.keyboard.press('ArrowRight'); // from A1, where focus puts the cursor, onto B1
    await page.keyboard.press('Space'); // a hole mark
    await page.waitForFunction(() => /Hole mark on B1 drawn/.test(document.getElementById('announce')!.textContent));
    const { rows, active, focused } = await axGrid(page);
    expect(focused).toBe(true);
    // a header row, then a row per board row: its header with the row's clue, then its five squares
    expect(rows).toHaveLength(6);
    expect(rows[0]![1]).toBe(`column A, ${clues[1]![0]} holes`);
    expect(rows[1]![0]).toBe(`row 1, ${clues[0]![0]} holes`);
    expect(rows[1]!.slice(1)).toHaveLength(5);
    expect(rows[1]![2]).toBe('B1: row 1, column B, marked hole');
    expect(active).toBe('B1: row 1, column B, marked hole');
    expect(await page.textContent('#announce')).toBe('Hole mark on B1 drawn.');
    expect((await axTree(page)).names.some((n) => n.endsWith(': Hole mark on B1 drawn.'))).toBe(true); // read from the tree too
    // the cursor moves on and focus with it
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.getElementById('board')!.getAttribute('aria-activedescendant') === 'board-cell-6');
    expect((await axGrid(page)).active).toMatch(/^B2: row 2, column B, unmarked/);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Stitches: the cursor cell and its state are in the board\'s name, each move is announced', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/play.html${hashOfId(BANK.find((b) => b.id.startsWith('stitches:5x5'))!.id)}`);
    await page.waitForSelector('#board .stitches-board');
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space'); // marks the cursor's square: a hole
    await page.waitForFunction(() => /Hole mark on/.test(document.getElementById('announce')!.textContent));
    const { names } = await axTree(page);
    const board = names.find((n) => n.includes('Cursor on'));
    expect(board).toMatch(/[^.]\. Cursor on [A-E]\d, marked hole\.$/);
    expect(await page.textContent('#announce')).toMatch(/^Hole mark on [A-E]\d drawn\./);
    // undo is announced too
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => /taken away/.test(document.getElementById('announce')!.textContent));
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu: a line drawn is announced, the grid\'s cells name their numbers and lines, and the cursor cell says its lines', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 5)!.id)}`);
    await page.waitForSelector('#board .haisu-board');
    await page.click('#hint');
    await page.waitForSelector('#message button');
    await page.click('#message button');
    await page.waitForFunction(() => /^Line [A-E]\d–[A-E]\d drawn/.test(document.getElementById('announce')!.textContent));
    // the grid's cells name their number and the line drawn
    const [, a, b] = /^Line ([A-E]\d)–([A-E]\d) drawn/.exec((await page.textContent('#announce'))!)!;
    const { rows } = await axGrid(page);
    const cells = rows.slice(1).flatMap((row) => row.slice(1));
    expect(cells).toHaveLength(25);
    expect(cells.find((n) => n.startsWith(`${a}:`))).toContain(`line to ${b}`);
    expect(cells.find((n) => n.startsWith(`${b}:`))).toContain(`line to ${a}`);
    expect(cells.some((n) => /^[A-E]\d: row \d, column [A-E], number \d+/.test(n))).toBe(true);
    expect(cells.filter((n) => n.includes(', S'))).toHaveLength(1);
    // and their region: which, how big, and its total where it has one
    const parsed = parsePuzzle(HAISU_BANK.find((b) => b.width === 5)!.id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const regions = parsed.value.regions.flat(), size = (r: number) => regions.filter((x) => x === r).length;
    cells.forEach((n, i) => expect(n).toContain(`, in region ${regions[i]! + 1} of ${size(regions[i]!)} cell${size(regions[i]!) === 1 ? '' : 's'}`));
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    const { names, live } = await axTree(page);
    expect(names.some((n) => /Cursor on [A-E]\d/.test(n))).toBe(true);
    expect(live.length).toBeGreaterThan(0); // the live regions are in the tree
    const said = (await page.textContent('#announce'))!;
    expect(said).toMatch(/Cursor on [A-E]\d/);
    expect(names.some((n) => n.endsWith(said))).toBe(true); // and what they say is read from it
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Stitches editor: the board is a grid too, the cursor cell (or clue) its active cell, each edit announced', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/edit.html`);
    await page.waitForSelector('#edit-board svg');
    await page.fill('#brush', '2');
    await page.focus('#edit-board');
    await page.keyboard.press('ArrowRight'); // A1 to B1
    await page.keyboard.press('Space'); // paints B1 with brush 2: a block of its own
    await page.waitForFunction(() => document.getElementById('announce')!.textContent === 'B1 painted with brush 2.');
    const { rows, active, focused } = await axGrid(page);
    expect(focused).toBe(true);
    expect(rows).toHaveLength(6);
    expect(rows[0]![1]).toBe('column A, no clue');
    expect(rows[1]![1]).toBe('A1: row 1, column A, brush 1, in block 1 of 24 squares');
    expect(active).toBe('B1: row 1, column B, brush 2, in block 2 of 1 square');
    expect((await axTree(page)).names.some((n) => n.endsWith(': B1 painted with brush 2.'))).toBe(true); // read from the tree
    // past the last column onto row 1's clue, where a digit writes it: the header says it, the live region too
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect((await axGrid(page)).active).toBe('row 1, no clue');
    await page.keyboard.press('3');
    await page.waitForFunction(() => document.getElementById('announce')!.textContent === 'Row 1 clue 3.');
    expect((await axGrid(page)).active).toBe('row 1, 3 holes');
    expect(await page.getAttribute('#edit-board', 'aria-label')).toMatch(/Cursor on the clue of row 1, 3 holes\.$/);
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.getElementById('announce')!.textContent === 'Undone: row 1 clue 3.');
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu editor: a number typed on the cursor cell is announced, and the cell says it and its region', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/edit.html`);
    await page.waitForSelector('#edit-board svg');
    await page.focus('#edit-board');
    await page.keyboard.press('ArrowDown'); // A1 to A2
    await page.keyboard.press('4');
    await page.waitForFunction(() => document.getElementById('announce')!.textContent === 'Number 4 written on A2.');
    const { rows, active } = await axGrid(page);
    expect(rows[2]![1]).toBe('A2: row 2, column A, number 4, brush 1, in region 1 of 25 cells');
    expect(active).toBe('A2: row 2, column A, number 4, brush 1, in region 1 of 25 cells');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('announce')!.textContent === 'Cursor on B2, brush 1, in region 1 of 25 cells.');
    expect((await axTree(page)).names.some((n) => n.endsWith(': Cursor on B2, brush 1, in region 1 of 25 cells.'))).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });
});
