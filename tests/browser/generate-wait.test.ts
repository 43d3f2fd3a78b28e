/**
 * Waiting for a hard grade (issue 30): asking the Stitches generator for "needs search" once ran
 * for half a minute behind a bar with no value, while the open puzzle's clock ran on, and ended
 * in the engine's own words (nodes, screens, swap twins). Now the form says beforehand how long
 * it may take and how likely the grade is, the bar fills by the search steps spent of those
 * allowed, the clock is held meanwhile, and giving up says what to change.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionForTests, expectClean } from './test-session.ts';

const timerText = (page: Page): Promise<string> => page.locator('#timer').innerText();

/** Waits until the play clock shows something other than `shown`. */
const clockMovesFrom = (page: Page, shown: string): Promise<unknown> =>
  page.waitForFunction((t) => document.getElementById('timer')?.textContent !== t, shown, { timeout: 20_000 });

describe('asking the Stitches generator for a grade it rarely finds', () => {
  const session = sessionForTests('/stitches/play.html', (page) => page.waitForSelector('#board svg'));

  it('says the odds first, fills a bar, holds the clock, and gives up in plain words', async () => {
    const { page } = session.current;
    await page.click('#new-puzzle summary');
    await page.selectOption('#size', '5');
    await page.selectOption('#grade', 'needs search');
    await page.selectOption('#margins', 'full');
    const estimate = await page.locator('#estimate').innerText();
    expect(estimate).toMatch(/at most 1,000,000 search steps, about \d+ s to \d+ s/);
    expect(estimate).toContain('as few as keep it unique');

    await clockMovesFrom(page, await timerText(page));
    await page.click('#generate');
    await page.waitForFunction(() => (document.getElementById('progress-bar') as HTMLProgressElement).value > 0);
    expect(await page.locator('#progress-text').innerText()).toMatch(/searched \d+% of the allowed steps/);
    const held = await timerText(page);
    await page.waitForTimeout(2500);
    expect(await timerText(page)).toBe(held);

    await page.waitForFunction(() => /No puzzle made/.test(document.getElementById('message')?.textContent ?? ''), null, { timeout: 240_000 });
    const message = await page.locator('#message').innerText();
    expect(message).toMatch(/gave up after 1,000,000 steps/);
    expect(message).toContain('as few as keep it unique');
    expect(message).not.toMatch(/nodes|swap twins|screen|sewn/);
    await clockMovesFrom(page, held);
    expectClean(session.current);
  }, 300_000);

  it('lets the clock run again when the wait is cancelled', async () => {
    const { page } = session.current;
    await page.selectOption('#size', '10');
    await page.selectOption('#margins', 'minimal');
    expect(await page.locator('#estimate').innerText()).toMatch(/rare/);
    // "Rare" at 10x10 still comes out within a second now and then, and a finished run hides
    // Cancel before the click; 5x5 with full margins never gives the grade, so the wait is
    // certain to last until the cancel.
    await page.selectOption('#size', '5');
    await page.selectOption('#margins', 'full');
    await page.click('#generate');
    await page.waitForSelector('#cancel:not([hidden])');
    const held = await timerText(page);
    await page.click('#cancel');
    await page.waitForSelector('#progress', { state: 'hidden' });
    await clockMovesFrom(page, held);
    expectClean(session.current);
  }, 60_000);
});
