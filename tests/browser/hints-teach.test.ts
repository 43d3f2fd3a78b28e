/**
 * Hints that teach (issue 30): a hint names its technique in a player's words, shades the cells
 * it looks at, says why they force the move, and links to the genre's techniques page, where
 * that technique has an entry with a picture. Haisu hints no longer all open with one "Degree"
 * sentence, and Stitches hints say why the smaller steps before the stitch hold.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { seriousFindings } from './axe.ts';
import { TECHNIQUES } from '../../src/web/shared/techniques.ts';

async function nextHint(page: Page): Promise<string> {
  await page.click('#hint');
  await page.waitForSelector('#message button', { timeout: 20_000 });
  return (await page.textContent('#message'))!;
}

/** The element is drawn inside the window, as a link to its anchor should leave it. */
async function expectInView(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

describe('hints that teach', () => {
  const site = siteForTests();

  it('Stitches: the cells looked at are shaded, the reason says why, the technique is linked and explained', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/play.html${hashOfId(BANK[3]!.id)}`);
    await page.waitForSelector('#board .stitches-board');
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const text = await nextHint(page);
      texts.push(text);
      expect(await page.locator('#board .hint-focus').count()).toBeGreaterThan(0);
      expect(await page.locator('#message a.technique-link').count()).toBe(1);
      expect(text).not.toMatch(/First \d+ borders? takes? no stitch[^:]*; then this follows/); // the old words, with no why
      await page.click('#message button');
    }
    // a hint after smaller steps gives the reason of those steps too
    expect(texts.some((t) => /This comes after .*: .+/.test(t))).toBe(true);
    await nextHint(page);
    const href = await page.getAttribute('#message a.technique-link', 'href');
    expect(href).toMatch(/^\.\/techniques\.html#\w+$/);
    await page.click('#message a.technique-link');
    await page.waitForSelector('.technique svg');
    const anchor = new URL(page.url()).hash.slice(1);
    expect(await page.locator(`#${anchor} h2`).count()).toBe(1);
    expect(await page.locator(`#${anchor} p`).textContent()).toMatch(/.{40,}/);
    // the link lands on its rung's worked example: both pictures in view, the caption a hint of that rung
    await expectInView(page, `#${anchor} .technique-picture[data-when=before] svg`);
    await expectInView(page, `#${anchor} .technique-picture[data-when=after] svg`);
    expect(await page.locator(`#${anchor} figcaption`).textContent()).toMatch(/.{30,}/);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  it('Haisu: hints differ, name techniques a player knows, shade their cells and link to the techniques page', async () => {
    const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const { page } = run;
    await page.goto(`${site.url}/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 8)!.id)}`);
    await page.waitForSelector('#board .haisu-board');
    const texts: string[] = [];
    for (let i = 0; i < 8; i++) {
      const text = await nextHint(page);
      texts.push(text);
      expect(text).not.toMatch(/^Degree: every cell takes exactly two line ends/);
      expect(text).not.toMatch(/segment rule/);
      expect(await page.locator('#board .hint-focus').count()).toBeGreaterThan(0);
      expect(await page.locator('#message a.technique-link').count()).toBe(1);
      await page.click('#message button');
    }
    expect(new Set(texts.map((t) => t.split(' So the walk')[0])).size).toBeGreaterThan(1);
    await page.goto(`${site.url}/haisu/techniques.html`);
    await page.waitForSelector('.technique svg');
    expect(await page.locator('.technique svg').count()).toBeGreaterThanOrEqual(5);
    expect(await seriousFindings(page)).toEqual([]);
    expectClean(run);
    await page.context().close();
  });

  for (const genre of ['stitches', 'haisu'] as const) {
    it(`${genre}: the techniques page shows a worked example per technique, from the engine, the cells looked at shaded`, async () => {
      const run = await openPage(site.browser, site.url, { width: 1280, height: 900 });
      const { page } = run;
      await page.goto(`${site.url}/${genre}/techniques.html`);
      await page.waitForSelector('.technique-example');
      const sections = await page.locator('section.technique').evaluateAll((els) => els.map((e) => ({
        id: e.id,
        pictures: [...e.querySelectorAll('.technique-picture')].map((p) => ({
          when: p.getAttribute('data-when'), label: p.getAttribute('aria-label') ?? '',
          shaded: p.querySelectorAll('svg .shade rect').length, moves: p.querySelectorAll('svg [class^="hint-"]').length,
        })),
        caption: e.querySelector('figcaption')?.textContent ?? '',
      })));
      expect(sections.map((s) => s.id)).toEqual(TECHNIQUES[genre].map((t) => t.id));
      for (const s of sections) {
        expect(s.pictures.map((p) => p.when), s.id).toEqual(['before', 'after']);
        for (const p of s.pictures) expect(p.shaded, s.id).toBeGreaterThan(0);
        expect(s.pictures.map((p) => p.moves), s.id).toEqual([0, 1]); // the move is drawn after it only
        expect(s.pictures[0]!.label).toMatch(new RegExp(`^Before the move: .*, the ${s.pictures[0]!.shaded} cells? the hint looks at shaded$`));
        expect(s.caption.length, s.id).toBeGreaterThan(30);
      }
      // a hint's link to a technique lands on its picture
      const last = TECHNIQUES[genre].at(-1)!.id;
      await page.goto(`${site.url}/${genre}/techniques.html#${last}`);
      await page.waitForSelector(`#${last} .technique-example`);
      await expectInView(page, `#${last} .technique-picture[data-when=after] svg`);
      expect(await seriousFindings(page)).toEqual([]);
      expectClean(run);
      await page.context().close();
    });
  }

  it('on a phone the worked examples stay side by side, before beside after, with no sideways scrolling', async () => {
    const run = await openPage(site.browser, site.url, { width: 390, height: 844, deviceScaleFactor: 2 });
    const { page } = run;
    await page.goto(`${site.url}/stitches/techniques.html`);
    await page.waitForSelector('.technique-example');
    const rows = await page.locator('.technique-pictures').evaluateAll((els) => els.map((e) => [...e.children].map((c) => c.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right }))));
    for (const [before, after] of rows) {
      expect(after!.top).toBe(before!.top);
      expect(after!.right).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expectClean(run);
    await page.context().close();
  });
});
