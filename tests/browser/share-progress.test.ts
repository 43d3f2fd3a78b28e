/**
 * Sharing a game with its progress (issue 30): a share link restored the puzzle but not the
 * moves played on it. Now "Copy a link with my progress" gives a link whose fragment carries the
 * moves and time after the id, and opening it in another browser picks the game up there.
 */
import { describe, expect, it } from 'vitest';
import { siteForTests, expectClean } from './test-session.ts';
import { openPage } from './harness.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { BANK } from '../../src/stitches/bank/index.ts';

const ID = BANK[0]!.id;

describe('a share link with the player\'s progress', () => {
  const site = siteForTests();

  it('carries the moves to another browser, and leaves a plain link in the address once opened', async () => {
    const here = await openPage(site.browser, site.url);
    await here.page.goto(`${site.url}/stitches/play.html${hashOfId(ID)}`);
    await here.page.waitForSelector('#board svg');
    await here.page.focus('#board');
    await here.page.keyboard.press(' ');
    await here.page.keyboard.press('ArrowRight');
    await here.page.keyboard.press(' ');
    await here.page.click('#copy-progress');
    const link = await here.page.inputValue('#share');
    expect(link.startsWith(`${site.url}/stitches/play.html${hashOfId(ID)}&progress=`)).toBe(true);
    expectClean(here);
    await here.page.context().close();

    const there = await openPage(site.browser, site.url); // a fresh context: nothing saved
    await there.page.goto(link);
    await there.page.waitForSelector('#board svg');
    expect(await there.page.isEnabled('#undo')).toBe(true);
    await there.page.click('#undo');
    await there.page.click('#undo');
    expect(await there.page.isEnabled('#undo')).toBe(false); // exactly the two moves came along
    expect(decodeURIComponent(new URL(there.page.url()).hash.slice(1))).toBe(ID);
    expectClean(there);
    await there.page.context().close();
  });
});
