/**
 * The Stitches "make a puzzle" form (issue 30): the block count follows the grid size. A count
 * kept from a smaller grid once made a 20×20 of five to eight huge blocks with mostly-zero
 * margins; now a change of size or k picks the count suggested for that size.
 */
import { describe, expect, it } from 'vitest';
import { sessionForTests, expectClean } from './test-session.ts';
import { defaultBlocks, offeredBlocks } from '../../src/stitches/index.ts';

describe('the Stitches generator form', () => {
  const session = sessionForTests('/stitches/play.html', (page) => page.waitForSelector('#board svg'));

  it('offers the block counts measured for the size, and moves to the suggested one when the size changes', async () => {
    const { page } = session.current;
    await page.click('#new-puzzle summary');
    await page.selectOption('#size', '8');
    await page.selectOption('#blocks', '5');
    for (const side of [20, 12, 30, 6]) {
      await page.selectOption('#size', String(side));
      const k = Number(await page.inputValue('#k'));
      const offered = await page.locator('#blocks option').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
      expect(offered).toEqual(offeredBlocks(side, Number(await page.inputValue('#height')), k));
      expect(Number(await page.inputValue('#blocks'))).toBe(defaultBlocks(side, Number(await page.inputValue('#height')), k));
      expect(await page.locator('#blocks option:checked').textContent()).toMatch(/suggested/);
    }
    expectClean(session.current);
  });
});
