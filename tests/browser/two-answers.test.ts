/**
 * "More than one answer" in the editors (issue 30) said only that: the setter could not see
 * what the second answer was. Now the engine gives back the first two answers it finds and the
 * editor draws both with the genre's renderer, side by side, the squares where they differ
 * shaded and the differing stitches or lines listed in words. The test reads the answers back
 * out of the two pictures and checks them against the rules, against each other and against the
 * list, so a picture that drew the same answer twice, or a wrong one, fails.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { seriousFindings } from './axe.ts';
import { stitches } from '../../src/stitches/index.ts';
import { haisu } from '../../src/haisu/index.ts';
import type { AnyGenre } from '../../src/genres.ts';
import { haisuLoose, stitchesLoose } from './boards.ts';

type Cell = [number, number];
type Join = [Cell, Cell];

/** The joins a picture draws: the stitches' threads, or the walk's steps; and how many squares are shaded. */
async function drawn(page: Page, figure: string): Promise<{ joins: Join[]; shaded: number }> {
  return page.evaluate((sel) => {
    const cell = (x: number, y: number): [number, number] => [Math.round(y - 0.5), Math.round(x - 0.5)];
    const root = document.querySelector(sel)!.shadowRoot!;
    const joins: [[number, number], [number, number]][] = [];
    for (const l of root.querySelectorAll('.stitch line')) {
      const n = (a: string) => Number(l.getAttribute(a));
      joins.push([cell(n('x1'), n('y1')), cell(n('x2'), n('y2'))]);
    }
    const walk = root.querySelector('polyline.answer')?.getAttribute('points')?.split(' ').map((p) => p.split(',').map(Number)) ?? [];
    for (let i = 1; i < walk.length; i++) joins.push([cell(walk[i - 1]![0]!, walk[i - 1]![1]!), cell(walk[i]![0]!, walk[i]![1]!)]);
    return { joins, shaded: root.querySelectorAll('.shade rect').length };
  }, figure);
}

const letters = (c: number) => String.fromCharCode(65 + c);
const key = ([a, b]: Join) => [`${letters(a[1])}${a[0] + 1}`, `${letters(b[1])}${b[0] + 1}`].sort().join('–');

async function showsTwo(page: Page, genre: AnyGenre, puzzle: unknown, path: string, answerOf: (joins: Join[]) => unknown): Promise<void> {
  await page.goto(`${path}`);
  await page.waitForSelector('#status[data-state]');
  await page.fill('#import-text', genre.serialize(puzzle));
  await page.click('#import-form button');
  await page.waitForFunction(() => /^More than one answer/.test(document.getElementById('status')!.textContent ?? ''), null, { timeout: 60_000 });
  await page.waitForSelector('#two-answers:not([hidden]) #answer-2 svg');
  const one = await drawn(page, '#answer-1'), two = await drawn(page, '#answer-2');
  // each picture is an answer of the puzzle, and they are two different ones
  expect(genre.verify(puzzle, answerOf(one.joins))).toEqual([]);
  expect(genre.verify(puzzle, answerOf(two.joins))).toEqual([]);
  const keys1 = new Set(one.joins.map(key)), keys2 = new Set(two.joins.map(key));
  const only = [...[...keys1].filter((k) => !keys2.has(k)).map((k) => `${k} 1`), ...[...keys2].filter((k) => !keys1.has(k)).map((k) => `${k} 2`)];
  expect(only.length).toBeGreaterThan(0);
  // the list names exactly the joins one picture has and the other lacks, and their squares are shaded
  const listed = (await page.locator('#answer-differences li').allTextContents()).map((t) => t.replace(/^(\S+): a \w+ in answer (\d) only$/, '$1 $2'));
  expect(listed.sort()).toEqual(only.sort());
  const ends = new Set(only.flatMap((k) => k.split(' ')[0]!.split('–')));
  expect(one.shaded).toBe(ends.size);
  expect(two.shaded).toBe(ends.size);
  // side by side: the second picture to the right of the first, on one line
  const [box1, box2] = [await page.locator('#answer-1 svg').boundingBox(), await page.locator('#answer-2 svg').boundingBox()];
  expect(box2!.x).toBeGreaterThanOrEqual(box1!.x + box1!.width);
  expect(Math.abs(box2!.y - box1!.y)).toBeLessThan(1);
  // the pictures' own styles stay in them: the page's board keeps its look (their .clue rule once turned its clue boxes black)
  expect(await page.locator('#edit-board rect.cell').first().evaluate((r) => getComputedStyle(r).stroke)).toBe('rgb(187, 187, 187)');
  if (await page.locator('#edit-board rect.clue').count()) {
    expect(await page.locator('#edit-board rect.clue').first().evaluate((r) => getComputedStyle(r).fill)).toBe('rgb(241, 238, 231)');
  }
}

describe('an editor puzzle with more than one answer', () => {
  const site = siteForTests();

  it('Stitches: two of its answers are drawn side by side, where they differ shaded and listed', async () => {
    const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    await showsTwo(run.page, stitches, stitchesLoose, `${site.url}/stitches/edit.html`, (joins) => ({ stitches: joins }));
    expect(await seriousFindings(run.page)).toEqual([]);
    expectClean(run);
    await run.page.context().close();
  });

  it('Haisu, on a phone: the same, without sideways panning', async () => {
    const run = await openPage(site.browser, site.url, { width: 390, height: 844 });
    await showsTwo(run.page, haisu, haisuLoose, `${site.url}/haisu/edit.html`,
      (joins) => ({ path: [joins[0]![0], ...joins.map((j) => j[1])] }));
    expect(await run.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousFindings(run.page)).toEqual([]);
    expectClean(run);
    await run.page.context().close();
  });
});
