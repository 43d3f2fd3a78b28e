import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from './harness.ts';

describe('home page in Chromium', () => {
  let session: Awaited<ReturnType<typeof startSession>>;
  beforeAll(async () => { session = await startSession('/index.html'); });
  afterAll(async () => { await session?.close(); });

  it('lists the three families and makes no outside requests', async () => {
    const { page, outside, errors } = session;
    await expect(page.locator('h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['Stitches', 'Haisu', 'Edge matching']));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
