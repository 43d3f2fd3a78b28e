/**
 * A link the pages cannot read keeps its URL and says what is wrong; nothing is opened, made or
 * drawn in its place. The limits are the engine's, the same the command line applies.
 */
import { describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { dataFile } from '../../data/paths.ts';

const CLUE_5000 = JSON.stringify(JSON.parse(readFileSync(dataFile('haisu', 'pzprjs-test-5x5.puzzle.json'), 'utf8'), (k, v: unknown) => (k === 'n' && v === 2 ? 5000 : v)));

const BOARD_CELLS = '#board g.cells > *';

const LINKS: [page: string, fragment: string, where: string, says: RegExp][] = [
  ['haisu/play.html', '#haisu:1000x1000:abc', '#message', /cannot be read: id: size 1000x1000 is out of range \(each side 1\.\.64\)/],
  ['haisu/play.html', hashOfId(CLUE_5000), '#message', /cannot be read: numbers\[\d\]: n must be a whole number 1\.\.25/],
  // a seed id is held to generate's settings before the worker draws anything (issue 35: these built for minutes)
  ['haisu/play.html', '#haisu:12x12r144:x'.replace(':x', '#x'), '#message', /cannot be read: id: region count must be 1\.\.48/],
  ['haisu/play.html', hashOfId('haisu:16x16r50,v2#x'), '#message', /cannot be read: id: sides must be 3\.\.15/],
  ['stitches/play.html', hashOfId('stitches:64x64k1b64,v2#x'), '#message', /cannot be read: id: size 64x64 is not offered/],
  ['stitches/play.html', '#stitches:5x5k1:zz.1,2.3', '#message', /cannot be read: id: borders/],
  ['stitches/play.html', hashOfId('stitches:6x6k1b99#s'), '#message', /cannot be read: id: 99 blocks cannot be stitched/],
  ['stitches/print.html', '#stitches:5x5k1:zz.1,2.3', '#status', /cannot be read: /],
  ['haisu/print.html', '#haisu:1000x1000:abc', '#status', /cannot be read: .*1000x1000 is out of range/],
];

// the links are tried side by side, each in a context of its own: each waits 1.5 s for a fallback that must not come
describe.concurrent('a broken link keeps its URL and says what is wrong', () => {
  const site = siteForTests();

  /** What the page shows once it has had time to do anything it would do in the link's place. */
  async function settle(expect: ExpectStatic, page: Page, where: string, says: RegExp): Promise<string> {
    await expect.poll(async () => (await page.locator(where).textContent()) ?? '', { timeout: 30_000 }).toMatch(says);
    // a page that falls back on something else does so right after the message: give it that moment
    await page.waitForTimeout(1500);
    return (await page.locator(where).textContent()) ?? '';
  }

  it('(the same check sees a board when the page opens one of its own)', async ({ expect }) => {
    const { page } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/haisu/play.html`);
    await expect.poll(() => page.locator(BOARD_CELLS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  for (const [path, fragment, where, says] of LINKS) {
    it(`${path}${decodeURIComponent(fragment).slice(0, 40)}`, async ({ expect }) => {
      const { page, outside, errors } = await openPage(site.browser, site.url);
      await page.goto(`${site.url}/${path}${fragment}`);
      expect(await settle(expect, page, where, says)).toMatch(says);
      expect(page.url()).toBe(`${site.url}/${path}${fragment}`);
      if (path.endsWith('play.html')) {
        // no puzzle was opened in its place
        await expect(page.locator(BOARD_CELLS).count()).resolves.toBe(0);
      } else {
        await expect(page.locator('.sheet .slot').count()).resolves.toBe(0);
      }
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
