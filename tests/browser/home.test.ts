import { describe, expect, it } from 'vitest';
import { expectClean, sessionForTests } from './test-session.ts';

describe('home page in Chromium', () => {
  const live = sessionForTests('/index.html');

  it('lists the three families and makes no outside requests', async () => {
    await expect(live.current.page.locator('h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['Stitches', 'Haisu', 'Edge matching']));
    expectClean(live.current);
  });
});
