/**
 * `npm run shots`: screenshots of every page at a desktop and a phone width, saved as
 * shots/<page>-<width>.png for a reviewer to open. Add a page by adding a line to SHOTS;
 * `npm run shots -- stitches-edit` takes only the pictures whose names start so.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildSite, launchBrowser, openPage, removeSite, serveSite } from './harness.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';
import { serializePuzzle as serializeStitches } from '../../src/stitches/index.ts';
import { puzzleToJson as serializeHaisu } from '../../src/haisu/index.ts';
import { readdirSync } from 'node:fs';
import { haisuLoose, STITCHES_30, stitchesLoose } from './boards.ts';

interface Shot {
  name: string;
  /** path under the site root, fragment included */
  path: string;
  /** waits until the page shows what the picture should show */
  ready?: (page: Page) => Promise<void>;
  /** the one window it is taken in, when not the usual desktop and phone */
  viewport?: { label: string; width: number; height: number; deviceScaleFactor: number };
}

/** Waits for the board, takes `taken` hints, and leaves the next one showing with its reason. */
const afterHints = (board: string, taken: number) => async (page: Page): Promise<void> => {
  await page.waitForSelector(board);
  for (let i = 0; i <= taken; i++) {
    await page.click('#hint');
    await page.waitForSelector('#message button');
    if (i < taken) await page.click('#message button');
  }
};

const SHOTS: Shot[] = [
  { name: 'home', path: '/index.html' },
  { name: 'stitches-index', path: '/stitches/' },
  { name: 'haisu-index', path: '/haisu/' },
  { name: 'write-ups', path: '/notes/index.html' },
  // the editors with a bank puzzle loaded and checked
  ...(['stitches', 'haisu'] as const).map((genre): Shot => ({
    name: `${genre}-edit`, path: `/${genre}/edit.html`, ready: async (p) => {
      await p.fill('#import-text', genre === 'stitches' ? BANK[1]!.id : HAISU_BANK[0]!.id);
      await p.click('#import-form button');
      await p.waitForSelector('#status[data-state=unique]', { timeout: 60_000 });
    },
  })),
  // the editors with a puzzle of several answers: two of them side by side, where they differ shaded
  ...([['stitches', serializeStitches(stitchesLoose)], ['haisu', serializeHaisu(haisuLoose)]] as const).map(([genre, text]): Shot => ({
    name: `${genre}-edit-two-answers`, path: `/${genre}/edit.html`, ready: async (p) => {
      await p.fill('#import-text', text);
      await p.click('#import-form button');
      await p.waitForSelector('#two-answers:not([hidden]) #answer-2 svg', { timeout: 60_000 });
    },
  })),
  // the Stitches editor after a reload: the draft typed before it comes back
  {
    name: 'stitches-edit-reloaded', path: '/stitches/edit.html', ready: async (p) => {
      await p.fill('#import-text', BANK[1]!.id);
      await p.click('#import-form button');
      await p.waitForSelector('#status[data-state=unique]', { timeout: 60_000 });
      await p.reload();
      await p.waitForSelector('#status[data-state=unique]', { timeout: 60_000 });
    },
  },
  // the largest Stitches board on a laptop, zoomed in twice, a few squares marked
  {
    name: 'stitches-30-zoomed', path: `/stitches/play.html${hashOfId(STITCHES_30)}`, viewport: { label: 'laptop', width: 1366, height: 768, deviceScaleFactor: 1 },
    ready: async (p) => {
      await p.waitForSelector('#board svg');
      await p.click('#zoom-in');
      await p.click('#zoom-in');
    },
  },
  // a booklet sheet of two puzzles at the widest margin, 40 mm: the rules wrap and the puzzles move down
  {
    name: 'stitches-booklet-40mm', path: '/stitches/print.html?sheets=2', viewport: { label: 'laptop', width: 1366, height: 1400, deviceScaleFactor: 1 },
    ready: async (p) => {
      await p.waitForSelector('.sheet svg');
      await p.selectOption('#count', '2');
      await p.fill('#seed', 'wide margin');
      await p.click('#generate');
      await p.fill('#margin', '40');
      await p.dispatchEvent('#margin', 'change');
      await p.waitForFunction(() => document.querySelectorAll('.sheet:first-child .slot').length === 2 && document.querySelector('.sheet .page-title')?.textContent?.includes('wide margin'), null, { timeout: 60_000 });
    },
  },
  // asking for a grade the generator rarely finds: the odds said first, then the bar and the time left
  {
    name: 'stitches-generate-wait', path: '/stitches/play.html', viewport: { label: 'laptop', width: 1366, height: 768, deviceScaleFactor: 1 },
    ready: async (p) => {
      await p.waitForSelector('#board svg');
      await p.click('#new-puzzle summary');
      await p.selectOption('#size', '6');
      await p.selectOption('#grade', 'needs search');
      await p.click('#generate');
      await p.waitForFunction(() => /at most about/.test(document.getElementById('progress-text')?.textContent ?? ''), null, { timeout: 60_000 });
    },
  },
  // the dark theme, as a dark system setting gives it: a play page with a hint showing
  {
    name: 'dark-haisu-play', path: `/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 8)!.id)}`, viewport: { label: 'laptop', width: 1366, height: 768, deviceScaleFactor: 1 },
    ready: async (p) => {
      await p.emulateMedia({ colorScheme: 'dark' });
      await afterHints('#board .haisu-board', 2)(p);
    },
  },
  // one picture per write-up docs/ holds
  ...readdirSync(join(import.meta.dirname, '..', '..', 'docs')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''))
    .map((doc): Shot => ({ name: `write-up-${doc}`, path: `/notes/index.html?doc=${doc}` })),
  // an 8 × 8 bank puzzle part solved by hints, the next hint shown with its reason
  { name: 'stitches-play', path: `/stitches/play.html${hashOfId(BANK[3]!.id)}`, ready: afterHints('#board .stitches-board', 6) },
  // a seeded sheet of two puzzles, as `puzzlelab generate stitches --size 8x8 --seed rainy-day --count 2` makes them
  { name: 'stitches-print', path: `/stitches/print.html${hashOfId('stitches:8x8k1b8#rainy-day stitches:8x8k1b8#rainy-day/2')}`, ready: (p) => p.waitForSelector('.sheet svg').then(() => {}) },
  // an 8 × 8 bank board with a few hints taken and the next one shown with its reason
  { name: 'haisu-play', path: `/haisu/play.html${hashOfId(HAISU_BANK.find((b) => b.width === 8)!.id)}`, ready: afterHints('#board .haisu-board', 8) },
  // a phone's navigation bar, opened from its Menu button
  {
    name: 'home-menu-open', path: '/index.html', viewport: { label: 'phone', width: 390, height: 844, deviceScaleFactor: 2 },
    ready: (p) => p.click('header.site .nav-toggle'),
  },
  // the techniques pages: a worked example per technique, drawn from the engine
  ...(['stitches', 'haisu'] as const).map((genre): Shot => ({
    name: `${genre}-techniques`, path: `/${genre}/techniques.html`, ready: (p) => p.waitForSelector('.technique-picture svg').then(() => {}),
  })),
  { name: 'haisu-print', path: '/haisu/print.html', ready: (p) => p.waitForSelector('.sheet svg.haisu-board').then(() => {}) },
  // the explorer after proving the default random band, its first partial zoomed in
  {
    name: 'bandsaw', path: '/bandsaw/index.html', ready: async (p) => {
      await p.click('#run');
      await p.waitForSelector('#status[data-status=done]', { timeout: 60_000 });
      await p.click('#samples button >> nth=0');
    },
  },
];

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900, deviceScaleFactor: 1 },
  { label: 'phone', width: 390, height: 844, deviceScaleFactor: 2 },
];

const OUT = join(import.meta.dirname, '..', '..', 'shots');

async function main(): Promise<void> {
  buildSite();
  const site = await serveSite();
  const browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
  try {
    // `npm run shots -- name ...` takes only the pictures whose names start with one of those given
    const only = process.argv.slice(2);
    for (const shot of SHOTS.filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)))) {
      for (const { label, ...v } of shot.viewport ? [shot.viewport] : VIEWPORTS) {
        const { page, outside, errors } = await openPage(browser, site.url, v);
        await page.goto(`${site.url}${shot.path}`);
        await shot.ready?.(page);
        const file = join(OUT, `${shot.name}-${label}.png`);
        await page.screenshot({ path: file, fullPage: !shot.viewport });
        await page.context().close();
        console.log(`${file}${outside.length || errors.length ? '  (warning: ' + [...outside, ...errors].join(', ') + ')' : ''}`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
    removeSite();
  }
}

await main();
