import { describe, expect, it } from 'vitest';
import { sessionForTests } from './test-session.ts';

describe('home page in Chromium', () => {
  const live = sessionForTests('/index.html');

  it('lists the three families and makes no outside requests', async () => {
    const { page, outside, errors } = live.current;
    await expect(page.locator('h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['Stitches', 'Haisu', 'Edge matching']));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
