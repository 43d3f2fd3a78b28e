/**
 * Ids and links of the wrong kind (issue 30): a Haisu id opened on a Stitches page got "bad
 * JSON: unexpected 'h'", and so did words or a web address. Now the play, print and editor pages
 * say what the text is, and link the other genre's page of the same kind when it is one.
 */
import { describe, expect, it } from 'vitest';
import { siteForTests } from './test-session.ts';
import { openPage } from './harness.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { BANK } from '../../src/stitches/bank/index.ts';

const HAISU_ID = HAISU_BANK[0]!.id, STITCHES_ID = BANK[0]!.id;

describe('an id or link of the wrong kind', () => {
  const site = siteForTests();

  /** Opens `path` with `text` in its fragment and returns the page and the words shown in `box`. */
  const opened = async (path: string, text: string, box: string) => {
    const run = await openPage(site.browser, site.url);
    await run.page.goto(`${site.url}${path}${hashOfId(text)}`);
    await run.page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '').length > 20, box);
    return { ...run, words: await run.page.locator(box).innerText() };
  };

  it('on the Stitches play page, names a Haisu id and links the Haisu play page, which opens it', async () => {
    const { page, words, outside, errors } = await opened('/stitches/play.html', HAISU_ID, '#message');
    expect(words).toContain('This is a Haisu puzzle id, not a Stitches one');
    expect(words).not.toMatch(/JSON/);
    await page.click('#message a');
    await page.waitForSelector('#board .haisu-board');
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(HAISU_ID);
    expect([outside, errors]).toEqual([[], []]);
    await page.context().close();
  });

  it('on the Haisu print page, names a Stitches seed id and links the Stitches print page', async () => {
    const { page, words } = await opened('/haisu/print.html', 'stitches:8x8k1b8#rainy-day', '#status');
    expect(words).toContain('This is a Stitches seed id, not a Haisu one');
    expect(await page.locator('#status a').getAttribute('href')).toBe(`../stitches/print.html${hashOfId('stitches:8x8k1b8#rainy-day')}`);
    await page.context().close();
  });

  it('in the editors, says what was expected of words, a web address and another puzzle\'s puzz.link URL', async () => {
    const run = await openPage(site.browser, site.url);
    await run.page.goto(`${site.url}/haisu/edit.html`);
    // the editor has read its draft and taken the form (a click before that submits the form as a plain page)
    await run.page.waitForSelector('#status[data-state]');
    const load = async (text: string): Promise<string> => {
      const before = await run.page.locator('#status').innerText();
      await run.page.fill('#import-text', text);
      await run.page.click('#import-form button');
      await run.page.waitForFunction((b) => document.querySelector('#status[data-state=bad]') && document.getElementById('status')!.innerText !== b, before);
      return run.page.locator('#status').innerText();
    };
    expect(await load('hello there')).toBe('This is not a puzzle: expected a Haisu puzzle id (haisu:…), a seed id or the puzzle\'s JSON.');
    expect(await load(`https://example.org/haisu/play.html${hashOfId(HAISU_ID)}`)).toMatch(/This web address names no puzzle: expected a Haisu puzzle id/);
    expect(await load('https://puzz.link/p?nurikabe/5/5/g5h')).toBe('This puzz.link URL is of another puzzle (nurikabe): puzzlelab opens only its Haisu.');
    expect(await load(STITCHES_ID)).toContain('This is a Stitches puzzle id, not a Haisu one');
    expect([run.outside, run.errors]).toEqual([[], []]);
    await run.page.context().close();
  });
});
