/**
 * The play pages as people met them on laptops and phones (issue 17's table, rows "play pages",
 * "play, phone" and "Haisu play"), at the sizes named there: 1366×768, 1280×720 and 390×844.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { cellPixels, cellPoint } from './board-points.ts';
import { HAISU_15 } from './boards.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { parsePuzzle as parseHaisu, parsePuzzLink, solvePuzzle, toId as haisuId } from '../../src/haisu/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { columnLabel, rowLabel } from '../../src/core/grid.ts';
import { parsePuzzle as parseStitchesPuzzle } from '../../src/stitches/index.ts';

const LAPTOPS = [{ width: 1366, height: 768 }, { width: 1280, height: 720 }] as const;
const PHONE = { width: 390, height: 844 } as const;
const stitches10 = BANK.find((b) => b.id.startsWith('stitches:10x10k1:'))!.id;
const stitches5 = BANK.find((b) => b.id.startsWith('stitches:5x5'))!.id;
const stitches15 = BANK.find((b) => b.id.startsWith('stitches:15x15'))!.id;
const haisu10 = HAISU_BANK.find((b) => b.width === 10)!.id;
const haisu5 = HAISU_BANK.find((b) => b.width === 5)!.id;

const site = siteForTests();
const opened: { page: Page; outside: string[]; errors: string[] }[] = [];
afterAll(() => { for (const o of opened) expectClean(o); });

/** A page of the site at a size, waited on until its board is drawn; checked for outside requests at the end. */
async function open(path: string, viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const o = await openPage(site.browser, site.url, viewport);
  if (touch) {
    // a phone: a fresh context with touch and the mobile viewport rules
    await o.page.context().close();
    const context = await site.browser.newContext({ viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const run = { page, outside: [] as string[], errors: [] as string[] };
    page.on('request', (r) => { if (!r.url().startsWith(site.url) && !/^(data|blob):/.test(r.url())) run.outside.push(r.url()); });
    page.on('pageerror', (e) => run.errors.push(e.message));
    opened.push(run);
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('#board svg');
    return page;
  }
  opened.push(o);
  await o.page.goto(`${site.url}${path}`);
  await o.page.waitForSelector('#board svg');
  return o.page;
}

const bottomOf = (page: Page, selector: string): Promise<number> => page.locator(selector).evaluate((e) => e.getBoundingClientRect().bottom);
const lineCount = (text: string | null): number => (text ?? '').split('\n').length;

/** Shows the next hint and waits for its Apply button. */
async function showHint(page: Page): Promise<string> {
  await page.click('#hint');
  await page.waitForSelector('#message button', { timeout: 20_000 });
  return (await page.locator('#message').textContent())!;
}

describe('play pages on laptops: the controls stay in view', () => {
  for (const size of LAPTOPS) {
    for (const [genre, id] of [['stitches', stitches10], ['haisu', haisu10]] as const) {
      it(`${genre} 10×10 at ${size.width}×${size.height}: board, toolbar and a hint all above the fold, none moved by the hint`, async () => {
        const page = await open(`/${genre}/play.html${hashOfId(id)}`, size);
        const toolbarBefore = await bottomOf(page, '.toolbar');
        expect(toolbarBefore).toBeLessThanOrEqual(size.height);
        await showHint(page);
        // a longer message, three lines at this width, still moves nothing above it and stays in view
        await page.locator('#message').evaluate((m) => {
          const line = parseFloat(getComputedStyle(m).lineHeight);
          const words = m.firstChild!;
          while (m.clientHeight < 3 * line - 1) words.textContent += ' more words';
        });
        expect(await page.locator('#message').evaluate((m) => Math.round(m.clientHeight / parseFloat(getComputedStyle(m).lineHeight)))).toBe(3);
        expect(await bottomOf(page, '.toolbar')).toBe(toolbarBefore);
        expect(await bottomOf(page, '#message')).toBeLessThanOrEqual(size.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await page.context().close();
      });
    }
  }
});

describe('hints name cells as the board labels them, and Stitches hints place stitches', () => {
  it('the board carries row and column labels; twelve hints on the 5×5 bank puzzle each place a stitch named by those labels', async () => {
    const page = await open(`/stitches/play.html${hashOfId(stitches5)}`, LAPTOPS[0]);
    const labels = await page.locator('#board .axis-label').allTextContents();
    expect(labels).toEqual([...[0, 1, 2, 3, 4].map(columnLabel), ...[0, 1, 2, 3, 4].map(rowLabel)]);
    for (let i = 0; i < 12 && (await page.locator('#board svg.solved').count()) === 0; i++) {
      const reason = await showHint(page);
      expect(reason).not.toMatch(/\[\d+,\s*\d+\]/);
      expect(reason).not.toMatch(/is not one\.$/);
      const named = [...reason.matchAll(/\b([A-Z]+)(\d+)\b/g)];
      expect(named.length, reason).toBeGreaterThan(0);
      for (const [, col, row] of named) {
        expect(labels).toContain(col);
        expect(labels).toContain(row);
      }
      expect(await page.locator('#board .hint-stitch:not(.remove)').count(), reason).toBe(1);
      const before = await page.locator('#board .overlay .stitch').count();
      await page.click('#message button');
      expect(await page.locator('#board .overlay .stitch').count()).toBe(before + 1);
    }
    await page.context().close();
  });

  it('Haisu hints name the gap by its two cells', async () => {
    const page = await open(`/haisu/play.html${hashOfId(haisu5)}`, LAPTOPS[1]);
    const reason = await showHint(page);
    expect(reason).toMatch(/between [A-E][1-5] and [A-E][1-5]/);
    await page.context().close();
  });
});

describe('play pages on a 390×844 phone', () => {
  it('a 15×15 Stitches board: cells of 22 px or more, a tap within 8 px of a border stitches, the middle of a square marks it, no sideways panning', async () => {
    const page = await open(`/stitches/play.html${hashOfId(stitches15)}`, PHONE, true);
    const px = await cellPixels(page);
    expect(px).toBeGreaterThanOrEqual(22);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.click('#restart');
    // find a border between two blocks along the top row or down the first column, and tap 7 px from it
    const regions = (parseStitches(stitches15)).regions;
    const W = 15;
    const a = [...Array(W - 1).keys()].find((c) => regions[c] !== regions[c + 1])!;
    const near = await cellPoint(page, W, a, 1 - 7 / px, 0.5);
    await page.touchscreen.tap(near.x, near.y);
    expect(await page.locator('#board .overlay .stitch').count()).toBe(1);
    const middle = await cellPoint(page, W, 3 * W + 3);
    await page.touchscreen.tap(middle.x, middle.y);
    expect(await page.locator('#board .overlay .mark-hole').count()).toBe(1);
    await page.context().close();
  });

  it('a 15×15 Haisu board: cells of 22 px or more, a tap 7 px from an edge marks it "no line"', async () => {
    const page = await open(`/haisu/play.html${hashOfId(HAISU_15)}`, PHONE, true);
    const px = await cellPixels(page);
    expect(px).toBeGreaterThanOrEqual(22);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const p = await cellPoint(page, 15, 16, 1 - 7 / px, 0.5);
    await page.touchscreen.tap(p.x, p.y);
    expect(await page.locator('#board .no-line').count()).toBe(1);
    await page.context().close();
  });

  it('on a phone, two fingers pinch the board itself about their midpoint, one finger pans it, and a tap still plays', async () => {
    const page = await open(`/stitches/play.html${hashOfId(stitches10)}`, PHONE, true);
    expect(await page.locator('meta[name=viewport]').getAttribute('content')).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\D|$)/);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, i) => ({ ...p, id: i + 1 })) });
    /** The board point (in cells) under a screen point. */
    const under = (x: number, y: number) => page.locator('#board svg').evaluate((svg: SVGSVGElement, [px, py]) => {
      const p = new DOMPoint(px, py).matrixTransform(svg.getScreenCTM()!.inverse());
      return { x: p.x, y: p.y };
    }, [x, y] as const);
    const frame = () => page.locator('.board-wrap').evaluate((w) => ({ left: w.scrollLeft, top: w.scrollTop }));
    // two fingers 40 px apart about a point left of the board's middle, spread to 100 px: zoom 2.5
    const box = (await page.locator('#board').boundingBox())!;
    const x = box.x + box.width * 0.4, y = box.y + box.height * 0.45;
    const before = await under(x, y);
    await touch('touchStart', [{ x: x - 20, y }, { x: x + 20, y }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: x - 20 - 6 * i, y }, { x: x + 20 + 6 * i, y }]);
    await touch('touchEnd', []);
    expect(await page.textContent('#zoom-level')).toBe('250%');
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1); // the board zoomed, not the page
    const after = await under(x, y);
    expect(Math.abs(after.x - before.x)).toBeLessThan(0.1); // the point between the fingers stayed under them
    expect(Math.abs(after.y - before.y)).toBeLessThan(0.1);
    // one finger drags the zoomed board 60 px left and 40 up: the frame scrolls by as much, nothing is played
    const scrolled = await frame();
    await touch('touchStart', [{ x, y }]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: x - 10 * i, y: y - (40 * i) / 6 }]);
    await touch('touchEnd', []);
    const panned = await frame();
    expect(panned.left - scrolled.left).toBeCloseTo(60, 0);
    expect(panned.top - scrolled.top).toBeCloseTo(40, 0);
    expect(await page.locator('#board .overlay .mark-hole, #board .overlay .stitch').count()).toBe(0);
    // a tap on a square's middle still marks it
    const middle = await cellPoint(page, 10, 44);
    await page.touchscreen.tap(middle.x, middle.y);
    expect(await page.locator('#board .overlay .mark-hole').count()).toBe(1);
    await page.context().close();
  });
});

function parseStitches(id: string): { regions: readonly number[] } {
  const parsed = parseStitchesPuzzle(id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { regions: parsed.value.regions.flat() };
}

describe('Haisu play: what the issue found missing', () => {
  const parsed = parseHaisu(haisu5);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const W = parsed.value.width;
  const walk = solvePuzzle(parsed.value).solution!.path.map(([r, c]) => r * W + c);

  it('the count takes in lines the hints draw away from the walk from S', async () => {
    const page = await open(`/haisu/play.html${hashOfId(haisu5)}`, LAPTOPS[1]);
    // hints until one has drawn a line the walk from S does not reach (H shows a hint, H again applies it)
    for (let i = 0; i < 2 * W * W && (await page.locator('#board .overlay polyline.line').count()) === 0; i++) {
      await page.keyboard.press('h');
      await page.waitForFunction(() => document.querySelector('#board .hint-gap') === null || document.querySelector('#message button'));
    }
    expect(await page.locator('#board .overlay polyline.line').count()).toBeGreaterThan(0);
    // the cells the lines join, by their centres in the picture, and S, which counts before a line leaves it
    const [sr, sc] = parsed.value.start;
    const drawn = await page.locator('#board .overlay polyline.walk, #board .overlay polyline.line').evaluateAll((lines, s) =>
      new Set([s, ...lines.flatMap((l) => l.getAttribute('points')!.split(' '))]).size, `${sc + 0.5},${sr + 0.5}`);
    expect(await page.locator('#count').textContent()).toBe(`${drawn} / ${W * W} cells walked`);
    await page.context().close();
  });

  it('counts the cells walked; when solved the walk turns green and the region walls stay ink', async () => {
    const page = await open(`/haisu/play.html${hashOfId(haisu5)}`, LAPTOPS[1]);
    expect(await page.locator('#count').textContent()).toBe(`1 / ${W * W} cells walked`);
    const points = await Promise.all(walk.map((c) => cellPoint(page, W, c)));
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const [i, p] of points.entries()) {
      await page.mouse.move(p.x, p.y, { steps: 2 });
      if (i === 4) expect(await page.locator('#count').textContent()).toBe(`5 / ${W * W} cells walked`);
    }
    await page.mouse.up();
    await page.waitForSelector('#board svg.solved');
    expect(await page.locator('#count').textContent()).toBe(`${W * W} / ${W * W} cells walked`);
    const stroke = (sel: string) => page.locator(sel).first().evaluate((e) => getComputedStyle(e).stroke);
    expect(await stroke('#board .wall')).not.toBe(await stroke('#board .walk.solved'));
    expect(await stroke('#board .wall')).toBe('rgb(29, 36, 48)');
    await page.context().close();
  });

  it('hides the numbers while paused, on both genres', async () => {
    for (const path of [`/haisu/play.html${hashOfId(haisu5)}`, `/stitches/play.html${hashOfId(stitches5)}`]) {
      const page = await open(path, LAPTOPS[0]);
      const text = '#board text.number, #board text.clue';
      expect(await page.locator(text).first().isVisible()).toBe(true);
      await page.click('#pause');
      for (const t of await page.locator(text).all()) expect(await t.isVisible()).toBe(false);
      await page.click('#resume');
      expect(await page.locator(text).first().isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('gives the board as a puzz.link URL that reads back as the same puzzle, and copies it', async () => {
    const page = await open(`/haisu/play.html${hashOfId(haisu5)}`, LAPTOPS[0]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const url = await page.inputValue('#elsewhere-link');
    expect(url).toMatch(/^https:\/\/puzz\.link\/p\?haisu\//);
    const back = parsePuzzLink(url);
    expect(back.ok && haisuId(back.value)).toBe(haisu5);
    await page.click('#copy-elsewhere');
    // the copy is a promise of the clipboard's: the message comes when it settles, later on a busy machine
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // and a puzz.link URL opens on the page
    await page.fill('#open-id', url);
    await page.click('#open-form button');
    expect(new URL(page.url()).hash).toBe(hashOfId(haisu5));
    expect(lineCount(url)).toBe(1);
    await page.context().close();
  });
});
