/**
 * The frame most browser test files share (harness.ts has the parts): one session on a page,
 * started before the file's tests and closed after them, and a second look at a link in a
 * fresh browser context. Kept apart from harness.ts, which `npm run shots` uses outside vitest.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite, launchBrowser, openPage, serveSite, startSession } from './harness.ts';

export type Session = Awaited<ReturnType<typeof startSession>>;

/** A session on `path` for the tests of this file; `ready` waits for what the page must show first. */
export function sessionForTests(path: string, ready?: (page: Page) => Promise<unknown>): { readonly current: Session } {
  let session: Session | null = null;
  beforeAll(async () => {
    session = await startSession(path);
    await ready?.(session.page);
  });
  afterAll(async () => { await session?.close(); });
  return {
    get current(): Session {
      if (!session) throw new Error('the session is started before the tests run');
      return session;
    },
  };
}

/** The built site served and a browser, for tests that open pages of their own; started before the file's tests. */
export function siteForTests(): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | null = null;
  let site: Awaited<ReturnType<typeof serveSite>> | null = null;
  beforeAll(async () => {
    buildSite();
    site = await serveSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get browser(): Browser { if (!browser) throw new Error('the browser is started before the tests run'); return browser; },
    get url(): string { if (!site) throw new Error('the site is served before the tests run'); return site.url; },
  };
}

/** Nothing the page asked for left the site, and the page threw no error. */
export function expectClean(run: { outside: string[]; errors: string[] }): void {
  expect(run.outside).toEqual([]);
  expect(run.errors).toEqual([]);
}

/**
 * Opens `url` in a fresh context of the session's browser (no storage shared with the session's
 * page), runs `look` on it, checks that it asked nothing outside the site, and closes it.
 */
export async function lookElsewhere(session: Session, url: string, look: (page: Page) => Promise<void>): Promise<void> {
  const other = await openPage(session.browser, session.url);
  try {
    await other.page.goto(url);
    await look(other.page);
    expectClean(other);
  } finally {
    await other.page.context().close();
  }
}

const WEB = join(import.meta.dirname, '..', '..', 'src', 'web');
const pagesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? pagesUnder(join(dir, e.name)) : e.name.endsWith('.html') && !e.name.endsWith('.part.html') ? [`/${relative(WEB, join(dir, e.name))}`] : []);

/** The path of every page of the site (each .html of src/web but the parts), and a write-up and a guide page, which share a page each. */
export const everyPage = (): string[] => [...pagesUnder(WEB), '/notes/index.html?doc=stitches', '/guide/index.html?page=cli'];
