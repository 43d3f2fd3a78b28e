/**
 * The print pages keep their paper and answer settings over a reload, and the other genre's
 * print page starts from them (issue 30); a stored value a page cannot take is passed over.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { PRINT_SETTINGS_KEY } from '../../src/web/shared/print-settings.ts';

const settings = (page: Page) => page.evaluate(() => {
  const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
  const checked = (id: string) => (document.getElementById(id) as HTMLInputElement).checked;
  return { paper: value('paper'), cell: value('cell'), margin: value('margin'), landscape: checked('landscape'), answers: checked('show-answer'), nameLine: checked('name-line') };
});

describe('print settings kept in the browser', () => {
  const site = siteForTests();

  it('a reload keeps the paper, print size, margin, sideways, answers and name line chosen; the Haisu page takes them too', async () => {
    const run = await openPage(site.browser, site.url);
    const { page } = run;
    await page.goto(`${site.url}/stitches/print.html`);
    await page.waitForSelector('.sheet svg');
    const before = await settings(page);
    await page.selectOption('#paper', before.paper === 'Letter' ? 'A4' : 'Letter');
    await page.selectOption('#cell', '15');
    await page.fill('#margin', '32');
    await page.press('#margin', 'Tab');
    await page.setChecked('#landscape', !before.landscape);
    await page.setChecked('#show-answer', !before.answers);
    await page.setChecked('#name-line', !before.nameLine);
    const chosen = await settings(page);
    expect(chosen).toEqual({ paper: before.paper === 'Letter' ? 'A4' : 'Letter', cell: '15', margin: '32', landscape: !before.landscape, answers: !before.answers, nameLine: !before.nameLine });
    await page.reload();
    await page.waitForSelector('.sheet svg');
    expect(await settings(page)).toEqual(chosen);
    expect(await page.locator('.sheet').count()).toBeGreaterThan(1); // the answers are drawn, as the box says
    await page.goto(`${site.url}/haisu/print.html`);
    await page.waitForSelector('.sheet svg');
    expect(await settings(page)).toEqual(chosen);
    expectClean(run);
    await page.context().close();
  });

  it('stored settings of another version, or out of range, leave the defaults', async () => {
    const run = await openPage(site.browser, site.url);
    const { page } = run;
    await page.goto(`${site.url}/stitches/print.html`);
    await page.waitForSelector('.sheet svg');
    const defaults = await settings(page);
    for (const stored of [{ v: 2, margin: 30, landscape: true }, { v: 1, margin: 99, paper: 'B9', cell: '3', landscape: 'yes' }, '{not json']) {
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [PRINT_SETTINGS_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored)] as const);
      await page.reload();
      await page.waitForSelector('.sheet svg');
      expect(await settings(page)).toEqual(defaults);
    }
    expectClean(run);
    await page.context().close();
  });
});
