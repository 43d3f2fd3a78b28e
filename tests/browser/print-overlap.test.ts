/**
 * Print sheets keep their words apart (issue 30): on a booklet (2 per sheet, A4, the default
 * margin) and at a 40 mm margin the rules under the title once wrapped over the first row of
 * captions. Checked by geometry as laid out for print, at every offered paper, sideways or not,
 * at the smallest, default and largest margin, and for every count of puzzles per sheet.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionForTests, expectClean } from './test-session.ts';
import { PAPERS } from '../../src/web/shared/sheet.ts';

/** Pairs of words or pictures that overlap on some sheet, as laid out for print, named for the failure message. */
async function overlaps(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const found = await page.locator('.sheet').evaluateAll((sheets) => sheets.flatMap((sheet, i) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const parts = [
      ...[...sheet.querySelectorAll(':scope > .page-title, :scope > .footer')].map((e) => ({ name: e.className, r: box(e) })),
      ...[...sheet.querySelectorAll('.slot')].flatMap((slot, j) => [...slot.querySelectorAll('.caption, .slot-id, :scope > svg, .words > *')]
        .map((e) => ({ name: `slot ${j} ${e.getAttribute('class') ?? e.tagName}`, r: box(e) }))),
    ];
    const out: string[] = [];
    for (let a = 0; a < parts.length; a++) {
      for (let b = a + 1; b < parts.length; b++) {
        const p = parts[a]!, q = parts[b]!;
        const x = Math.min(p.r.right, q.r.right) - Math.max(p.r.left, q.r.left), y = Math.min(p.r.bottom, q.r.bottom) - Math.max(p.r.top, q.r.top);
        if (x > 0.5 && y > 0.5 && !(p.name.startsWith('slot') && q.name.startsWith('slot') && p.name.split(' ')[1] === q.name.split(' ')[1] && (p.r.height === 0 || q.r.height === 0))) out.push(`sheet ${i + 1}: ${p.name} over ${q.name}`);
      }
    }
    return out;
  }));
  await page.emulateMedia({ media: null });
  return found;
}

describe('print sheets: no words over other words or pictures', () => {
  const live = sessionForTests('/stitches/print.html', (page) => page.waitForSelector('.sheet svg'));

  it('booklets of two sheets at every paper, margin and count', async () => {
    const { page } = live.current;
    await page.selectOption('#size', '5');
    await page.fill('#seed', 'apart');
    await page.fill('#sheets', '2');
    await page.dispatchEvent('#sheets', 'change');
    const bad: string[] = [];
    for (const count of ['1', '2', '4', '6', '8']) {
      await page.selectOption('#count', count);
      await page.waitForFunction((n) => document.querySelectorAll('.sheet').length === 2 && document.querySelectorAll('.sheet:first-child .slot').length === n
        && document.querySelector('.sheet .page-title')?.textContent?.includes('apart'), Number(count), { timeout: 60_000 });
      for (const paper of Object.keys(PAPERS)) {
        await page.selectOption('#paper', paper);
        for (const landscape of [false, true]) {
          await page.setChecked('#landscape', landscape);
          for (const margin of ['5', '15', '40']) {
            await page.fill('#margin', margin);
            await page.dispatchEvent('#margin', 'change');
            for (const o of await overlaps(page)) bad.push(`${count} per sheet, ${paper}${landscape ? ' sideways' : ''}, ${margin} mm: ${o}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
    expectClean(live.current);
  }, 300_000);
});
