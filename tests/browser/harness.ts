/**
 * Shared browser-test harness: builds the site into a folder of its own (dist/test-site-<pid>,
 * so a running `npm start` or another test run is never disturbed), serves it on a free
 * loopback port, and drives Debian's Chromium through playwright-core. Every request a page
 * makes outside its own origin is recorded, so tests can assert there are none.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireProgram } from '../../bin/system.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
// The global setup picks the folder and passes it to the test processes in the environment.
const SITE = process.env['PUZZLELAB_SITE_DIR'] ?? join(ROOT, 'dist', `test-site-${process.pid}`);
const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'];

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const viteBuild = (outDir: string): string[] => [VITE, 'build', '--logLevel', 'error', '--outDir', outDir];

/**
 * The browser tier's global setup: starts building the site into a folder of this run's own and
 * returns at once, so that the other tiers' tests run while it builds; `buildSite` in a test
 * waits for it. Resolves, on teardown, once the build has ended and its folder is removed.
 */
export function startSiteBuild(): () => Promise<void> {
  const dir = join(ROOT, 'dist', `test-site-${process.pid}`);
  const status = `${dir}.status`;
  rmSync(status, { force: true });
  const child = spawn(process.execPath, viteBuild(dir), { cwd: ROOT, stdio: 'inherit' });
  const ended = new Promise<void>((resolve) => child.on('close', (code) => { writeFileSync(status, String(code ?? 1)); resolve(); }));
  process.env['PUZZLELAB_SITE_DIR'] = dir;
  process.env['PUZZLELAB_SITE_STATUS'] = status;
  return async () => {
    child.kill();
    await ended;
    rmSync(dir, { recursive: true, force: true });
    rmSync(status, { force: true });
  };
}

/** Builds the site into SITE unless that was done already in this run (or waits for the build the setup started). */
export function buildSite(): void {
  const status = process.env['PUZZLELAB_SITE_STATUS'];
  if (process.env['PUZZLELAB_SITE_DIR'] === SITE && status) {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(status)) Atomics.wait(pause, 0, 0, 200);
    if (readFileSync(status, 'utf8') !== '0') throw new Error('the site did not build (its errors are printed above the tests)');
    return;
  }
  if (process.env['PUZZLELAB_SITE_DIR'] === SITE && existsSync(join(SITE, 'index.html'))) return;
  execFileSync(process.execPath, viteBuild(SITE), { cwd: ROOT, stdio: 'inherit' });
  process.env['PUZZLELAB_SITE_DIR'] = SITE;
}

/** The text of a built file, `path` under the site root (the site is built first if need be). */
export function builtFile(path: string): string {
  buildSite();
  return readFileSync(join(SITE, path), 'utf8');
}

/** Removes the test build (global teardown). */
export function removeSite(): void {
  rmSync(SITE, { recursive: true, force: true });
}

/** Answers one request with a file of the built site; it never rejects: what it cannot read is a 404. */
async function serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    let file = normalize(join(SITE, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(SITE)) { res.writeHead(403).end(); return; }
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

/** Serves the built site as static files on 127.0.0.1 and a free port. */
export async function serveSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => void serveFile(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: requireProgram('chromium'), args: CHROMIUM_FLAGS });
}

/** A page that records requests leaving the origin and page errors. */
export async function openPage(browser: Browser, origin: string,
  viewport: { width: number; height: number; deviceScaleFactor?: number } = { width: 1280, height: 900 }):
  Promise<{ page: Page; outside: string[]; errors: string[] }> {
  const { deviceScaleFactor = 1, ...size } = viewport;
  const context = await browser.newContext({ viewport: size, deviceScaleFactor });
  const page = await context.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, outside, errors };
}

/** The usual start of a browser test file: the site built and served, Chromium running, `path` open. */
export async function startSession(path: string): Promise<{
  browser: Browser; url: string; page: Page; outside: string[]; errors: string[]; close(): Promise<void>;
}> {
  buildSite();
  const site = await serveSite();
  const browser = await launchBrowser();
  const { page, outside, errors } = await openPage(browser, site.url);
  await page.goto(`${site.url}${path}`);
  return { browser, url: site.url, page, outside, errors, close: async () => { await browser.close(); await site.close(); } };
}

/** The puzzle ids on the slots of a print page's first sheet, in order. */
export const slotIds = (page: Page): Promise<(string | null)[]> =>
  page.locator('.sheet').first().locator('.slot').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));

const PX_PER_MM = 96 / 25.4;

/** Boxes of the elements a selector finds, in mm, as laid out for print (print media emulated). */
export async function printedBoxes(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }[]> {
  await page.emulateMedia({ media: 'print' });
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  await page.emulateMedia({ media: null }); // back to the default, under which page.pdf() prints
  return boxes.map((b) => ({ x: b.x / PX_PER_MM, y: b.y / PX_PER_MM, width: b.width / PX_PER_MM, height: b.height / PX_PER_MM }));
}

/** The page sizes (mm) of the PDF Chromium prints: the real print path, with the page's @page rule. */
export async function pdfPageSizes(page: Page): Promise<{ width: number; height: number }[]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const MM_PER_PT = 25.4 / 72;
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) =>
    ({ width: Number(m[1]) * MM_PER_PT, height: Number(m[2]) * MM_PER_PT }));
}
