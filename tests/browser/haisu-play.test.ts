import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectClean, lookElsewhere, sessionForTests } from './test-session.ts';
import { HAISU_BANK as BANK } from '../../src/haisu/bank/index.ts';
import { compileBoard, defaultRegions, generateHaisu, HAISU_GRADES, parsePuzzle, puzzleFromSeedId, solvePuzzle, toId, toSeedId, type HaisuPuzzle } from '../../src/haisu/index.ts';
import { makeRng } from '../../src/core/rng.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { cellPoint, solveOnPage } from './board-points.ts';

// The first bank board and its walk, worked out here by the engine.
const entry = BANK[0]!;
const parsed = parsePuzzle(entry.id);
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle: HaisuPuzzle = parsed.value;
const W = puzzle.width;
const board = compileBoard(puzzle);
const answer = solvePuzzle(puzzle).solution!.path.map(([r, c]) => r * W + c);

/** A short walk from S that reaches a number on the wrong entry of its region (depth-first). */
function wrongVisitWalk(): number[] {
  const seen = new Set<number>();
  const visits = new Map<number, number>();
  const walk: number[] = [];
  const go = (c: number, from: number): number[] | null => {
    const reg = board.region[c]!;
    const entered = from < 0 || board.region[from] !== reg;
    if (entered) visits.set(reg, (visits.get(reg) ?? 0) + 1);
    seen.add(c);
    walk.push(c);
    const n = board.ordinal[c]!;
    let found: number[] | null = n && n !== visits.get(reg) ? walk.slice() : null;
    for (let d = 0; d < 4 && !found; d++) {
      const m = board.nb[4 * c + d]!;
      if (m >= 0 && !seen.has(m) && m !== board.goal && walk.length < 10) found = go(m, c);
    }
    walk.pop();
    seen.delete(c);
    if (entered) visits.set(reg, visits.get(reg)! - 1);
    return found;
  };
  return go(board.start, -1)!;
}

/** Screen position of a point of a cell (fx, fy from its top-left corner, 0..1). */
const at = (page: Page, cell: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> => cellPoint(page, W, cell, fx, fy);

/** Drags the pointer through the centres of the given cells, in order. */
async function stroke(page: Page, cells: number[]): Promise<void> {
  const p = await at(page, cells[0]!);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const c of cells.slice(1)) {
    const q = await at(page, c);
    await page.mouse.move(q.x, q.y, { steps: 3 });
  }
  await page.mouse.up();
}

const lineCount = (page: Page) => page.evaluate(() => {
  const walk = document.querySelector('#board .overlay polyline.walk');
  const steps = walk ? walk.getAttribute('points')!.trim().split(/\s+/).length - 1 : 0;
  return steps + document.querySelectorAll('#board .overlay polyline.line').length;
});
const solved = (page: Page) => page.locator('#board svg.solved').count().then((n) => n === 1);
/** The numbers, S and G on the board, each with the id of its cell. */
const numbers = (page: Page) => page.locator('#board .labels text').evaluateAll((ts) => ts.map((t) => `${t.id}:${t.textContent}`));

describe('Haisu play page in Chromium', () => {
  const live = sessionForTests(`/haisu/play.html${hashOfId(entry.id)}`, (page) => page.waitForSelector('#board svg'));
  let page: Page;
  beforeAll(() => { page = live.current.page; });

  it('solves a bank board by dragging, in three strokes, one of them rubbed out and redrawn', async () => {
    const third = Math.floor(answer.length / 3);
    await stroke(page, answer.slice(0, third + 1));
    expect(await lineCount(page)).toBe(third);
    // a stroke that goes two cells on and comes back leaves nothing
    await stroke(page, [answer[third]!, answer[third + 1]!, answer[third + 2]!, answer[third + 1]!, answer[third]!]);
    expect(await lineCount(page)).toBe(third);
    await stroke(page, answer.slice(third, 2 * third + 1));
    await stroke(page, answer.slice(2 * third));
    expect(await lineCount(page)).toBe(answer.length - 1);
    expect(await solved(page)).toBe(true);
    await expect(page.locator('#message').textContent()).resolves.toMatch(/Solved in/);
  });

  it('draws with a finger too: a touch drag is one stroke', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const before = await lineCount(page);
    await page.click('#restart');
    const cells = answer.slice(0, 4);
    const points = await Promise.all(cells.map((c) => at(page, c)));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
    for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await lineCount(page)).toBe(3);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await lineCount(page)).toBe(before);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
  });

  it('undoes a whole stroke at a time, and redoes it, with keys and buttons', async () => {
    await page.keyboard.press('Control+z');
    expect(await solved(page)).toBe(false);
    await page.click('#undo');
    expect(await lineCount(page)).toBe(Math.floor(answer.length / 3));
    await page.keyboard.press('Control+y');
    await page.click('#redo');
    expect(await solved(page)).toBe(true);
  });

  it('rubs a line out by dragging along it, and marks an edge "no line" with a click', async () => {
    await stroke(page, answer.slice(-3));
    expect(await lineCount(page)).toBe(answer.length - 3);
    await page.keyboard.press('Control+z');
    expect(await solved(page)).toBe(true);
    const [a, b] = [answer[0]!, answer[1]!];
    const toward = b === a + 1 ? [0.95, 0.5] : b === a - 1 ? [0.05, 0.5] : b === a + W ? [0.5, 0.95] : [0.5, 0.05];
    const p = await at(page, a, toward[0], toward[1]);
    await page.click('#restart');
    await page.mouse.click(p.x, p.y);
    expect(await page.locator('#board .no-line').count()).toBe(1);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toMatch(/1 "no line" mark where the walk goes/);
    await page.mouse.click(p.x, p.y);
    expect(await page.locator('#board .no-line').count()).toBe(0);
  });

  it('keeps progress over a reload, and a share link reopens the same board', async () => {
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await solved(page)).toBe(true);
    await page.reload();
    await page.waitForSelector('#board svg.solved');
    const link = await page.inputValue('#share');
    expect(new URL(link).hash).toBe(hashOfId(entry.id));
    await lookElsewhere(live.current, link, async (other) => {
      await other.waitForSelector('#board svg');
      expect(await other.locator('#title').textContent()).toBe(await page.locator('#title').textContent());
      expect(await numbers(other)).toEqual(await numbers(page));
      expect(await other.inputValue('#share')).toBe(link);
      expect(await other.locator('#board svg.solved').count()).toBe(0); // progress is this browser's own
    });
  });

  it('solves it again by keyboard alone: pen down at S, then the arrows', async () => {
    await page.click('#restart');
    expect(await lineCount(page)).toBe(0);
    await page.focus('#board');
    await page.keyboard.press('Enter');
    for (let i = 1; i < answer.length; i++) {
      const d = answer[i]! - answer[i - 1]!;
      await page.keyboard.press(d === 1 ? 'ArrowRight' : d === -1 ? 'ArrowLeft' : d === W ? 'ArrowDown' : 'ArrowUp');
    }
    expect(await lineCount(page)).toBe(answer.length - 1);
    expect(await solved(page)).toBe(true);
    // back over the last step rubs it out; Shift+arrow draws it again
    const last = answer[answer.length - 1]! - answer[answer.length - 2]!;
    const back = last === 1 ? 'ArrowLeft' : last === -1 ? 'ArrowRight' : last === W ? 'ArrowUp' : 'ArrowDown';
    const forth = last === 1 ? 'ArrowRight' : last === -1 ? 'ArrowLeft' : last === W ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(back);
    expect(await solved(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.keyboard.press(`Shift+${forth}`);
    expect(await solved(page)).toBe(true);
    // X then an arrow marks the edge on that side "no line", and again clears it
    await page.keyboard.press('x');
    await page.keyboard.press(back);
    expect(await page.locator('#board .no-line').count()).toBe(1);
    await page.keyboard.press('x');
    await page.keyboard.press(back);
    expect(await page.locator('#board .no-line').count()).toBe(0);
  });

  it('pause covers the board and takes no moves until resumed', async () => {
    await page.keyboard.press('p');
    expect(await page.locator('#paused').isVisible()).toBe(true);
    const before = await lineCount(page);
    await page.keyboard.press('Control+z');
    await page.click('#restart');
    expect(await lineCount(page)).toBe(before);
    await page.click('#resume');
    expect(await page.locator('#paused').isVisible()).toBe(false);
    await page.click('#restart');
    expect(await lineCount(page)).toBe(0);
    await page.keyboard.press('Control+z');
    expect(await lineCount(page)).toBe(before);
  });

  it('check rings a number the walk passes on the wrong visit', async () => {
    await page.click('#restart');
    const walk = wrongVisitWalk();
    const numbered = walk[walk.length - 1]!;
    await stroke(page, walk);
    expect(await page.locator('#board .wrong-number').count()).toBe(0);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toMatch(/1 number passed on the wrong visit/);
    expect(await page.locator('#board .wrong-number').count()).toBe(1);
    expect(await page.locator(`#board #n-${numbered}.wrong`).count()).toBe(1);
    await page.keyboard.press('Control+z');
    expect(await page.locator('#board .wrong-number').count()).toBe(0);
  });

  it('a hint is drawn with its reason and can be applied', async () => {
    await page.click('#hint');
    await page.waitForSelector('#board .hint-gap', { state: 'attached', timeout: 10_000 });
    expect((await page.locator('#message').textContent())!.length).toBeGreaterThan(20);
    const before = await lineCount(page);
    await page.click('#message button');
    expect(await page.locator('#board .hint-gap').count()).toBe(0);
    expect(await lineCount(page)).toBe(before + 1);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toBe('No mistakes so far.');
  });

  it('makes a new board in the worker: the same seed gives the board the engine makes in Node, shared by its seed id', async () => {
    await page.click('#new-puzzle summary');
    await page.selectOption('#size', '5');
    await page.selectOption('#grade', 'medium');
    await page.fill('#seed', 'page and node agree');
    await page.click('#generate');
    const params = { width: 5, height: 5, regions: defaultRegions(5, 5), grade: 'medium' } as const;
    const made = generateHaisu(params, makeRng('page and node agree'));
    const seedId = toSeedId(params, 'page and node agree');
    await page.waitForFunction((hash) => location.hash === hash, hashOfId(seedId), { timeout: 30_000 });
    expect(await page.inputValue('#share')).toBe(`${live.current.url}/haisu/play.html${hashOfId(seedId)}`);
    // the seed link opens the same board elsewhere, made afresh from its seed
    await lookElsewhere(live.current, await page.inputValue('#share'), async (other) => {
      await other.waitForFunction((hash) => location.hash === hash && document.querySelector('#board svg'), hashOfId(seedId));
      expect(await numbers(other)).toEqual(await numbers(page));
    });
    expect(made.puzzle.numbers.length).toBe((await numbers(page)).length - 2); // every number, S and G
    // an id from before seeds were versioned still opens the board Node's version 1 seeding makes
    const oldId = 'haisu:5x5r6#page and node agree';
    const old = puzzleFromSeedId(oldId);
    expect(old.ok).toBe(true);
    const oldNumbers = old.ok ? old.value.numbers.map((n) => `n-${n.r * 5 + n.c}:${n.n}`).sort() : [];
    await lookElsewhere(live.current, `${live.current.url}/haisu/play.html${hashOfId(oldId)}`, async (other) => {
      await other.waitForSelector('#board svg');
      expect((await numbers(other)).filter((t) => t.startsWith('n-')).sort()).toEqual(oldNumbers);
    });
    await page.goto(`${live.current.url}/haisu/play.html${hashOfId(entry.id)}`);
    await page.waitForSelector('#board svg');
  });

  it('opens on an easy board when no puzzle is named, and the menu names levels a player knows', async () => {
    await lookElsewhere(live.current, `${live.current.url}/haisu/play.html`, async (fresh) => {
      await fresh.waitForSelector('#board svg');
      const id = await fresh.inputValue('#bank');
      const opened = BANK.find((b) => b.id === id);
      expect(opened?.grade).toBe('easy');
      expect(await fresh.evaluate(() => location.hash)).toBe(hashOfId(id));
      const labels = await fresh.locator('#bank option').allTextContents();
      for (const level of HAISU_GRADES) expect(labels.some((l) => l.startsWith(level)), level).toBe(true);
      for (const l of labels) expect(l).not.toMatch(/gentle|minimal|search/);
    });
  });

  it('solve shows the answer and is undoable; nothing left the origin', async () => {
    await solveOnPage(page);
    await page.waitForSelector('#board svg.solved');
    await page.keyboard.press('Control+z');
    expect(await solved(page)).toBe(false);
    expectClean(live.current);
  });

  it('check rings a region total the walk breaks and names the rule', async () => {
    // the bank board with a total one more than its walk enters region 0: drawn whole, that walk breaks it
    let entries = 0;
    answer.forEach((c, i) => { if (board.region[c] === 0 && (i === 0 || board.region[answer[i - 1]!] !== 0)) entries++; });
    const id = toId({ ...puzzle, totals: [{ region: 0, n: entries + 1 }] });
    await page.goto(`${live.current.url}/haisu/play.html${hashOfId(id)}`);
    await page.waitForSelector('#board text.total');
    expect(await page.textContent('#board text.total')).toBe(`×${entries + 1}`);
    await stroke(page, answer);
    await page.click('#check');
    await expect(page.locator('#message').textContent()).resolves.toMatch(/1 region entered the wrong number of times/);
    expect(await page.locator('#board #t-0.wrong').count()).toBe(1);
    expect(await page.locator('#board .wrong-total').count()).toBe(1);
    expect(await solved(page)).toBe(false);
    await page.keyboard.press('Control+z');
    expect(await page.locator('#board .wrong-total').count()).toBe(0);
    expectClean(live.current);
  });
});
