import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, launchBrowser, openPage, serveSite } from './harness.ts';

describe('BANDSAW explorer in Chromium', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    buildSite();
    site = await serveSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('is linked from the home page', async () => {
    const { page } = await openPage(browser, site.url);
    await page.goto(`${site.url}/index.html`);
    await expect(page.locator('a[href="./bandsaw/index.html"]').count()).resolves.toBe(1);
  });

  it('proves a band in a worker, charts the rounds, zooms into an upper partial, with no outside requests', async () => {
    const { page, outside, errors } = await openPage(browser, site.url);
    await page.goto(`${site.url}/bandsaw/index.html`);
    await page.fill('input[name=size]', '6x6');
    await page.fill('input[name=seed]', 'browser');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=done]', { timeout: 60_000 });
    await expect(page.textContent('#status')).resolves.toMatch(/^optimal: \d+ mismatches/);
    // one row per pass, one bar per pass, 36 cells drawn
    const passes = await page.locator('#rounds tbody tr').count();
    expect(passes).toBeGreaterThan(0);
    await expect(page.locator('#chart .bar').count()).resolves.toBe(passes);
    await expect(page.locator('#board [data-cell]').count()).resolves.toBe(36);
    // the worker's answer is the same engine's: the page shows the round that met (or the given band)
    const samples = await page.locator('#samples button').count();
    expect(samples).toBeGreaterThan(0);
    await page.click('#samples button >> nth=0');
    // a seam between rows has a colour per column, one between columns a colour per band row
    const seam = await page.getAttribute('#zoom .seam-strip', 'data-seam');
    const cut = await page.getAttribute('#zoom .seam-strip', 'data-cut');
    const rows = Number(await page.inputValue('input[name=rows]'));
    expect(seam?.split(',')).toHaveLength(cut === 'columns' ? rows : 6);
    await expect(page.locator('#zoom [data-cell]').count()).resolves.toBeGreaterThan(6 * 4);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
