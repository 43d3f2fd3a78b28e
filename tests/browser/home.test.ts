import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, launchBrowser, openPage, serveSite } from './harness.ts';

describe('home page in Chromium', () => {
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

  it('lists the three families and makes no outside requests', async () => {
    const { page, outside, errors } = await openPage(browser, site.url);
    await page.goto(`${site.url}/index.html`);
    await expect(page.locator('h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['Stitches', 'Haisu', 'Edge matching']));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
