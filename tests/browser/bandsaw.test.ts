import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';

describe('BANDSAW explorer in Chromium', () => {
  const site = siteForTests();

  it('is linked from the home page', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/index.html`);
    // from the page's own list of what the lab offers, and from the navigation bar every page shares
    await expect(page.locator('main a[href="./bandsaw/index.html"]').count()).resolves.toBe(1);
    await expect(page.locator('nav a[href="./bandsaw/index.html"]').count()).resolves.toBe(1);
  });

  it('proves a band in a worker, charts the rounds, zooms into an upper partial, with no outside requests', async () => {
    const { page, outside, errors } = await openPage(site.browser, site.url);
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

  it('Stop ends a long run, and the page runs the next band at once', async () => {
    const { page, outside, errors } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/bandsaw/index.html`);
    await expect(page.isDisabled('#stop')).resolves.toBe(true);
    // a 16x16 board with a 4-row band takes far longer than this test waits
    await page.fill('input[name=size]', '16x16');
    await page.fill('input[name=rows]', '4');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=running]');
    await page.click('#stop');
    await page.waitForSelector('#status[data-status=stopped]');
    await expect(page.textContent('#status')).resolves.toMatch(/^Stopped after \d+ pass/);
    await expect(page.isDisabled('#stop')).resolves.toBe(true);
    await page.fill('input[name=size]', '5x5');
    await page.fill('input[name=rows]', '2');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=done]', { timeout: 60_000 });
    await expect(page.textContent('#status')).resolves.toMatch(/^optimal: \d+ mismatches/);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('refuses what it cannot hold before starting: an oversized board, a band past the table limit', async () => {
    const { page, errors } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/bandsaw/index.html`);
    await page.fill('input[name=size]', '1000x1000');
    await page.click('#run');
    await expect(page.textContent('#status')).resolves.toBe('Error: size: 1000x1000 is out of range (each side 2..64)');
    await page.fill('input[name=size]', '8x8');
    await page.fill('input[name=max-memory]', 'lots');
    await page.click('#run');
    await expect(page.textContent('#status')).resolves.toBe("Error: memory limit: expected a size such as 12G or 512M, got 'lots'");
    await page.fill('input[name=max-memory]', '512M');
    // 23 colours: the bound tables of an 8-row band need 277 MiB
    await page.fill('input[name=size]', '16x16');
    await page.fill('input[name=inner]', '20');
    await page.fill('input[name=rows]', '8');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=error]');
    await expect(page.textContent('#status')).resolves.toMatch(/^Error: band rows: a 16-wide band of 8 rows needs bound tables of \d+ MiB, more than the limit of 64 MiB/);
    await expect(page.isDisabled('#stop')).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('stops at its node limit with a bracket, as --max-nodes does', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/bandsaw/index.html`);
    await page.fill('input[name=size]', '10x10');
    await page.fill('input[name=rows]', '4');
    await page.fill('input[name=max-nodes]', '20000');
    await page.click('#run');
    await page.waitForSelector('#status[data-status=done]', { timeout: 60_000 });
    await expect(page.textContent('#status')).resolves.toMatch(/^stopped by the node limit: the optimum lies in \[\d+, /);
  });
});
