/**
 * Moving games to another device (issue 30): progress lived in one browser only. Now a play
 * page writes every saved game of every genre to one versioned JSON file and reads such a file
 * back, on either genre's page; a file that is not one, or is of another version or holds a bad
 * game, is refused with one sentence naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { siteForTests, expectClean } from './test-session.ts';
import { openPage } from './harness.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { BANK } from '../../src/stitches/bank/index.ts';

const ID = BANK[0]!.id;

/** Loads `text` as the chosen file and returns the message the page says. */
async function loadFile(page: Page, text: string): Promise<string> {
  await page.locator('#import-games').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /loaded/.test(document.getElementById('message')?.textContent ?? ''));
  return page.locator('#message').innerText();
}

describe('saved games carried in a file', () => {
  const site = siteForTests();

  it('writes every game to a file that another browser loads on either genre\'s page', async () => {
    const here = await openPage(site.browser, site.url);
    await here.page.goto(`${site.url}/stitches/play.html${hashOfId(ID)}`);
    await here.page.waitForSelector('#board svg');
    await here.page.focus('#board');
    await here.page.keyboard.press(' '); // the cursor's square marked: one move
    await here.page.keyboard.press(' ');
    const download = here.page.waitForEvent('download');
    await here.page.click('#export-games');
    const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { format: string; version: number; games: { genre: string; id: string; progress: { history: { moves: unknown[] } } }[] };
    expect([file.format, file.version]).toEqual(['puzzlelab saved games', 1]);
    const game = file.games.find((g) => g.id === ID)!;
    expect(game.genre).toBe('stitches');
    expect(game.progress.history.moves.length).toBeGreaterThan(0);
    expectClean(here);
    await here.page.context().close();

    const there = await openPage(site.browser, site.url); // a fresh context: nothing saved
    await there.page.goto(`${site.url}/haisu/play.html`);
    await there.page.waitForSelector('#board svg');
    expect(await loadFile(there.page, JSON.stringify(file))).toBe(`${file.games.length} saved game${file.games.length === 1 ? '' : 's'} loaded into this browser.`);
    await there.page.goto(`${site.url}/stitches/play.html${hashOfId(ID)}`);
    await there.page.waitForSelector('#board svg');
    expect(await there.page.isEnabled('#undo')).toBe(true); // the moves came along
    expectClean(there);
    await there.page.context().close();
  });

  it('refuses a file that is not one, of another version, or with a broken game, saying where', async () => {
    const run = await openPage(site.browser, site.url);
    await run.page.goto(`${site.url}/stitches/play.html`);
    await run.page.waitForSelector('#board svg');
    const refused = async (text: string): Promise<string> => {
      await run.page.locator('#import-games').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await run.page.waitForFunction((t) => (document.getElementById('message')?.textContent ?? '').includes(t), 'not loaded');
      const said = await run.page.locator('#message').innerText();
      await run.page.evaluate(() => { document.getElementById('message')!.textContent = ''; });
      return said;
    };
    expect(await refused('hello')).toMatch(/^That file was not loaded: not a saved-games file: line 1, column 1: bad JSON/);
    expect(await refused('{"format": "puzzlelab saved games", "version": 2, "games": []}')).toBe('That file was not loaded: version 2: this page reads version 1.');
    expect(await refused(`{"format": "puzzlelab saved games", "version": 1, "games": [{"genre": "stitches", "id": "${ID}", "progress": {"elapsed": -1}}]}`))
      .toBe(`That file was not loaded: game 1 of 1 (${ID.slice(0, 40)}): "progress" should hold the moves and the time played.`);
    expectClean(run);
    await run.page.context().close();
  });
});
