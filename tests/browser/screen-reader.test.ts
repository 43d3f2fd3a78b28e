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
import { hashOfId } from '../../src/web/shared/share.ts';
import { seriousFindings } from './axe.ts';

interface AxNode { role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }

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
    expect(board).toMatch(/Cursor on [A-E]\d, marked hole/);
    expect(await page.textContent('#announce')).toMatch(/^Hole mark on [A-E]\d drawn\./);
    // undo is announced too
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => /taken away/.test(document.getElementById('announce')!.textContent));
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu: a line drawn is announced and the cursor cell says its lines', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 5)!.id)}`);
    await page.waitForSelector('#board .haisu-board');
    await page.click('#hint');
    await page.waitForSelector('#message button');
    await page.click('#message button');
    await page.waitForFunction(() => /^Line [A-E]\d–[A-E]\d drawn/.test(document.getElementById('announce')!.textContent));
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    const { names, live } = await axTree(page);
    expect(names.some((n) => /Cursor on [A-E]\d/.test(n))).toBe(true);
    expect(live.length).toBeGreaterThan(0); // the live regions are in the tree
    const said = (await page.textContent('#announce'))!;
    expect(said).toMatch(/Cursor on [A-E]\d/);
    expect(names.some((n) => n.endsWith(said))).toBe(true); // and what they say is read from it
    expectClean(run);
    await page.context().close();
  });
});
