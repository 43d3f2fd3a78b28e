import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectClean, lookElsewhere, sessionForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { buildModel, generate, parsePuzzle, solve, type StitchesPuzzle } from '../../src/stitches/index.ts';
import { Rng } from '../../src/core/rng.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { cellPoint, solveOnPage } from './board-points.ts';

// The first bank puzzle and its answer, worked out here by the engine.
const entry = BANK[0]!;
const parsed = parsePuzzle(entry.id);
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle: StitchesPuzzle = parsed.value;
const W = puzzle.width;
const answer = solve(puzzle).solution!.stitches.map(([a, b]) => [a[0] * W + a[1], b[0] * W + b[1]] as [number, number]);

/** Screen position of a point of a square (fx, fy from its top-left corner, 0..1). */
const at = (page: Page, cell: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> => cellPoint(page, W, cell, fx, fy);
const stitchesOnBoard = (page: Page) => page.locator('#board .overlay .stitch').count();
const solved = (page: Page) => page.locator('#board svg.solved').count().then((n) => n === 1);

describe('Stitches play page in Chromium', () => {
  const live = sessionForTests(`/stitches/play.html${hashOfId(entry.id)}`, (page) => page.waitForSelector('#board svg'));
  let page: Page;
  beforeAll(() => { page = live.current.page; });

  it('solves a bank puzzle by clicking borders and dragging across them', async () => {
    for (const [i, [a, b]] of answer.entries()) {
      const across = b === a + 1 ? [0.93, 0.5] : [0.5, 0.93]; // near the border between a and b
      if (i % 2 === 0) {
        const p = await at(page, a, across[0], across[1]);
        await page.mouse.click(p.x, p.y);
      } else {
        const p = await at(page, a), q = await at(page, b);
        await page.mouse.move(p.x, p.y);
        await page.mouse.down();
        await page.mouse.move(q.x, q.y, { steps: 4 });
        await page.mouse.up();
      }
    }
    expect(await stitchesOnBoard(page)).toBe(answer.length);
    expect(await solved(page)).toBe(true);
    await expect(page.locator('#message').textContent()).resolves.toMatch(/Solved in/);
  });

  it('undoes and redoes with the keys and the buttons', async () => {
    await page.keyboard.press('Control+z');
    expect(await stitchesOnBoard(page)).toBe(answer.length - 1);
    expect(await solved(page)).toBe(false);
    await page.click('#undo');
    expect(await stitchesOnBoard(page)).toBe(answer.length - 2);
    await page.keyboard.press('Control+y');
    await page.click('#redo');
    expect(await stitchesOnBoard(page)).toBe(answer.length);
    expect(await solved(page)).toBe(true);
  });

  it('keeps progress over a reload, and a share link reopens the same puzzle', async () => {
    await page.reload();
    await page.waitForSelector('#board svg.solved');
    const link = await page.inputValue('#share');
    await lookElsewhere(live.current, link, async (other) => {
      await other.waitForSelector('#board svg');
      expect(await other.locator('#title').textContent()).toBe(await page.locator('#title').textContent());
      expect(await other.inputValue('#share')).toBe(link);
    });
    expect(new URL(link).hash).toBe(hashOfId(entry.id));
  });

  it('solves it again by keyboard alone', async () => {
    await page.click('#restart');
    expect(await stitchesOnBoard(page)).toBe(0);
    await page.focus('#board');
    let cursor = 0;
    for (const [i, [a, b]] of answer.entries()) {
      // walk the cursor to a, then stitch toward b (Shift+arrow, or Enter then arrow)
      while (cursor % W < a % W) { await page.keyboard.press('ArrowRight'); cursor++; }
      while (cursor % W > a % W) { await page.keyboard.press('ArrowLeft'); cursor--; }
      while (cursor < a - (a % W) + (cursor % W)) { await page.keyboard.press('ArrowDown'); cursor += W; }
      while (cursor > a) { await page.keyboard.press('ArrowUp'); cursor -= W; }
      const arrow = b === a + 1 ? 'ArrowRight' : 'ArrowDown';
      if (i % 2 === 0) await page.keyboard.press(`Shift+${arrow}`);
      else { await page.keyboard.press('Enter'); await page.keyboard.press(arrow); }
    }
    expect(await stitchesOnBoard(page)).toBe(answer.length);
    expect(await solved(page)).toBe(true);
  });

  it('check shows a wrong stitch in red', async () => {
    await page.click('#restart');
    const model = buildModel(puzzle);
    const inAnswer = new Set(answer.map(([a, b]) => `${a}-${b}`));
    let wrong = -1;
    for (let c = 0; c < model.candCount && wrong < 0; c++) if (!inAnswer.has(`${model.candA[c]}-${model.candB[c]}`)) wrong = c;
    const a = model.candA[wrong]!, b = model.candB[wrong]!;
    const p = await at(page, a), q = await at(page, b);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(q.x, q.y, { steps: 4 });
    await page.mouse.up();
    expect(await page.locator('#board .stitch.wrong').count()).toBe(0);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toMatch(/1 stitch that is not in the answer/);
    expect(await page.locator('#board .stitch.wrong').count()).toBe(1);
    await page.keyboard.press('Control+z');
    expect(await page.locator('#board .stitch.wrong').count()).toBe(0);
  });

  it('a hint is drawn with its reason and applied; hints alone finish the puzzle', async () => {
    await page.click('#restart');
    const drawn = '#board .overlay .stitch, #board .overlay .cross, #board .overlay .mark-hole, #board .overlay .mark-empty';
    await page.click('#hint');
    await page.waitForSelector('#board .hint-stitch, #board .hint-cell', { timeout: 10_000 });
    const reason = await page.locator('#message').textContent();
    expect(reason!.length).toBeGreaterThan(10);
    const before = await page.locator(drawn).count();
    await page.click('#message button');
    expect(await page.locator('#board .hint-stitch, #board .hint-cell').count()).toBe(0);
    expect(await page.locator(drawn).count()).toBe(before + 1);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toBe('No mistakes so far.');
    // H shows the next hint, H again applies it: never stuck, and it ends solved
    await page.focus('#board');
    for (let i = 0; i < 4 * puzzle.width * puzzle.height && !(await solved(page)); i++) {
      await page.keyboard.press('h');
      await page.waitForSelector('#message button', { timeout: 10_000 });
      await page.keyboard.press('h');
    }
    expect(await solved(page)).toBe(true);
  });

  it('plays by touch on a phone: a tap on a border stitches, a tap on a square marks it', async () => {
    const context = await live.current.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const phone = await context.newPage();
    await phone.goto(`${live.current.url}/stitches/play.html${hashOfId(entry.id)}`);
    await phone.waitForSelector('#board svg');
    await phone.click('#restart');
    const [a, b] = answer[0]!;
    const across = b === a + 1 ? [0.93, 0.5] : [0.5, 0.93];
    const p = await at(phone, a, across[0], across[1]);
    await phone.touchscreen.tap(p.x, p.y);
    expect(await stitchesOnBoard(phone)).toBe(1);
    const q = await at(phone, answer[1]![0]);
    await phone.touchscreen.tap(q.x, q.y);
    expect(await phone.locator('#board .overlay .mark-hole').count()).toBe(1);
    await context.close();
  });

  it('makes a new puzzle from a seed: the one the engine makes from that seed', async () => {
    await page.click('#new-puzzle summary');
    await page.selectOption('#size', '6');
    const blocks = Number(await page.inputValue('#blocks'));
    await page.fill('#seed', 'sunny');
    await page.click('#generate');
    await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Stitches 6×6');
    const made = generate({ width: 6, height: 6, k: 1, blocks, margins: 'full' }, Rng.fromSeed('sunny'));
    expect(new URL(await page.inputValue('#share')).hash).toBe(hashOfId(made.id));
  });

  it('solve asks first: No or Escape leaves the board as it was, and the focus back on Solve', async () => {
    await page.goto(`${live.current.url}/stitches/play.html${hashOfId(entry.id)}`);
    await page.waitForSelector('#board svg');
    await page.click('#restart');
    const [a, b] = answer[0]!;
    const p = await at(page, a), q = await at(page, b);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(q.x, q.y, { steps: 4 });
    await page.mouse.up();
    const before = await page.innerHTML('#board');
    for (const leave of [() => page.click('#solve-no'), () => page.keyboard.press('Escape')]) {
      await page.click('#solve');
      expect(await page.isVisible('#solve-ask')).toBe(true);
      expect(await page.getAttribute('#solve-ask', 'role')).toBe('alertdialog');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('solve-no');
      await leave();
      expect(await page.isVisible('#solve-ask')).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('solve');
      expect(await page.innerHTML('#board')).toBe(before);
      expect(await stitchesOnBoard(page)).toBe(1);
    }
  });

  it('solve shows the answer and is undoable; nothing left the origin', async () => {
    await page.click('#restart');
    await solveOnPage(page);
    await page.waitForSelector('#board svg.solved');
    await page.keyboard.press('Control+z');
    expect(await solved(page)).toBe(false);
    expectClean(live.current);
  });
});
