/**
 * The bank on the play pages (issue 30): the menu marks the puzzles whose kept game is solved,
 * and "Puzzle of the day" opens the bank puzzle its UTC date names (puzzle-of-the-day.ts), the
 * same in any browser on that date and another on another date.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { solveOnPage } from './board-points.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { dayIndex } from '../../src/web/shared/puzzle-of-the-day.ts';

const BANKS = { stitches: BANK, haisu: HAISU_BANK } as const;
const optionText = (page: import('playwright-core').Page, id: string) => page.locator('#bank option').evaluateAll((os, v) => os.find((o) => (o as HTMLOptionElement).value === v)?.textContent, id);

describe('the bank: solved marks and the puzzle of the day', () => {
  const site = siteForTests();

  it('Stitches: a solved bank puzzle is marked in the menu, still after a reload, and not once restarted', async () => {
    const run = await openPage(site.browser, site.url);
    const { page } = run;
    const [first, second] = [BANK[0]!, BANK[1]!];
    await page.goto(`${site.url}/stitches/play.html${hashOfId(first.id)}`);
    await page.waitForSelector('#board svg');
    expect(await optionText(page, first.id)).toBe(first.label);
    await solveOnPage(page);
    await page.waitForSelector('#board svg.solved');
    expect(await optionText(page, first.id)).toBe(`${first.label} · solved ✓`);
    await page.reload();
    await page.waitForSelector('#board svg.solved');
    expect(await optionText(page, first.id)).toBe(`${first.label} · solved ✓`);
    expect(await optionText(page, second.id)).toBe(second.label);
    await page.click('#restart');
    expect(await optionText(page, first.id)).toBe(first.label);
    expectClean(run);
    await page.context().close();
  });

  for (const genre of ['stitches', 'haisu'] as const) {
    it(`${genre}: the puzzle of the day is the one its UTC date names, the same in a fresh browser, another the next day`, async () => {
      const bank = BANKS[genre];
      const days = ['2026-12-03', '2026-12-04'];
      const picks = days.map((d) => dayIndex(d, bank.length));
      expect(picks[0]).not.toBe(picks[1]); // the two dates name different puzzles, so the test can tell them apart
      for (const [i, date] of [...days, days[0]!].entries()) {
        const run = await openPage(site.browser, site.url);
        const { page } = run;
        await page.clock.setFixedTime(new Date(`${date}T${i === 2 ? '23:59' : '00:01'}:00Z`));
        await page.goto(`${site.url}/${genre}/play.html`);
        await page.waitForSelector('#board svg');
        await page.click('#day-puzzle');
        const today = bank[dayIndex(date, bank.length)]!;
        await page.waitForFunction((h) => location.hash === h, hashOfId(today.id));
        expect(await page.inputValue('#bank')).toBe(today.id);
        expect(await page.textContent('#day-note')).toContain(date);
        expectClean(run);
        await page.context().close();
      }
    });
  }
});
