/**
 * The write-up pages (issue 17, "the lab's own site"): one per page `npm run notes` writes, with
 * every table cell equal to what the committed stats.json gives through the notes pages, its
 * charts drawn, under each table and chart the command that makes it again, links to play or
 * print, the command that regenerates the page, and a project card whose
 * hardware and run time are read from experiments/runs.json.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked, type Tokens } from 'marked';
import { openPage } from './harness.ts';
import { siteForTests } from './test-session.ts';
import { renderNotes } from '../../experiments/notes-pages.ts';
import { measuredLines } from '../../src/web/notes/cards.ts';
import { experimentsNamed } from '../../src/web/notes/write-ups.ts';
import { readRuns } from '../../experiments/pipeline/runs-file.ts';
import { EXPERIMENTS } from '../../experiments/registry.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const stats = JSON.parse(readFileSync(join(ROOT, 'experiments', 'stats.json'), 'utf8')) as Record<string, unknown>;
const runsFile = join(ROOT, 'experiments', 'runs.json');
const runs = readRuns(runsFile);
const notes = renderNotes(stats, runs);
const pages = Object.keys(notes).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

/** The cells of every table of a markdown page, as text, a table a list of rows. */
function markdownTables(markdown: string): string[][][] {
  const text = (html: string): string => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim();
  return marked.lexer(markdown).filter((t): t is Tokens.Table => t.type === 'table').map((t) =>
    [t.header.map((c) => text(marked.parseInline(c.text) as string)), ...t.rows.map((r) => r.map((c) => text(marked.parseInline(c.text) as string)))]);
}

describe('write-up pages', () => {
  const site = siteForTests();

  it('the notes give at least the Stitches, Haisu and BANDSAW pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['stitches', 'bandsaw']));
    expect(pages.some((p) => p.startsWith('haisu'))).toBe(true);
  });

  for (const name of pages) {
    it(`${name}: every table equal to what stats.json gives, charts drawn, each figure with the command that makes it again, a card read from the run record`, async () => {
      const { page, outside, errors } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
      await page.goto(`${site.url}/notes/index.html?doc=${name}`);
      await page.waitForSelector('#write-up h1');
      const markdown = notes[`${name}.md`]!;
      const shown = await page.locator('#write-up table').evaluateAll((tables) => tables.map((t) =>
        [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent.trim()))));
      const expected = markdownTables(markdown);
      expect(expected.length).toBeGreaterThan(0);
      expect(shown).toEqual(expected);
      // each chart the page names is drawn inline, labelled with its words
      const charts = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)]+\.svg)\)/g)];
      expect(await page.locator('#write-up figure.chart svg[role=img]').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')))).toEqual(charts.map((c) => c[1]));
      // under each table and chart, the command that makes it again, naming experiments npm run stats knows
      const commands = await page.locator('#write-up .table-box, #write-up figure.chart').evaluateAll((figures) => figures.map((f) => {
        const next = f.nextElementSibling;
        return next?.matches('p.regenerate') ? [...next.querySelectorAll('code')].map((c) => c.textContent) : null;
      }));
      expect(commands).toHaveLength(expected.length + charts.length);
      for (const command of commands) {
        expect(command).toHaveLength(2);
        const [stats_, notes_] = command!;
        expect(notes_).toBe('npm run notes');
        const named = /^npm run stats -- ([\w-]+(?: [\w-]+)*)$/.exec(stats_!);
        expect(named, stats_).not.toBeNull();
        for (const name of named![1]!.split(' ')) expect(EXPERIMENTS.map((e) => e.name)).toContain(name);
      }
      // the card: the experiments its commands name, measured where runs.json says, and the command that makes it again
      const experiments = experimentsNamed(markdown, Object.keys(stats));
      expect(experiments.length).toBeGreaterThan(0);
      const card = page.locator('.card');
      expect(await card.locator('.measured').innerText()).toBe(measuredLines(experiments, runs).join('\n'));
      expect(await card.locator('code').last().textContent()).toBe(`npm run stats -- ${experiments.join(' ')} && npm run notes`);
      for (const term of ['What it answers', 'Reproduce', 'Time', 'Space', 'Measured']) expect(await card.locator('dt').allTextContents()).toContain(term);
      const links = await card.locator('.card-links a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect((await page.request.get(`${site.url}${link}`)).status()).toBe(200);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('each write-up opens with what it measured; how the page is made is said once, at its end', async () => {
    const { page } = await openPage(site.browser, site.url, { width: 1366, height: 768 });
    for (const name of pages) {
      await page.goto(`${site.url}/notes/index.html?doc=${name}`);
      await page.waitForSelector('#write-up h1');
      const said = await page.locator('#write-up').evaluate((w) => ({
        opening: [...w.children].slice(0, 3).map((e) => e.textContent).join(' '),
        html: w.innerHTML,
        last: [...w.querySelectorAll('p')].at(-1)?.textContent ?? '',
      }));
      expect(said.opening, name).not.toMatch(/npm run notes|do not edit|by hand/i);
      expect(said.html, name).not.toMatch(/<!--/);
      expect(said.last, name).toMatch(/^How this page is made: `?npm run notes`? writes it/);
    }
    await page.context().close();
  });

  it('at 1366x768, 1280x720 and 390x844 every table of docs/*.md is shown; on a laptop none has to be scrolled sideways, and on a phone only the table does', async () => {
    for (const name of pages) {
      const tables = marked.lexer(readFileSync(join(ROOT, 'docs', `${name}.md`), 'utf8')).filter((t) => t.type === 'table').length;
      for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 390, height: 844 }]) {
        const where = `${name} at ${size.width}x${size.height}`;
        const { page, outside, errors } = await openPage(site.browser, site.url, size);
        const consoleErrors: string[] = [];
        page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
        await page.goto(`${site.url}/notes/index.html?doc=${name}`);
        await page.waitForSelector('#write-up h1');
        const boxes = await page.locator('#write-up .table-box').evaluateAll((bs) => bs.map((b) => ({ shown: b.clientWidth, wide: b.scrollWidth, rows: b.querySelectorAll('tr').length })));
        expect(boxes.length, where).toBe(tables);
        for (const box of boxes) expect(box.rows, where).toBeGreaterThan(1);
        if (size.width > 1000) expect(boxes.filter((b) => b.wide > b.shown), `${where}: tables that scroll sideways`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(size.width);
        expect([...outside, ...errors, ...consoleErrors], where).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('the list of write-ups shows a card for each, linking its page', async () => {
    const { page } = await openPage(site.browser, site.url);
    await page.goto(`${site.url}/notes/index.html`);
    await page.waitForSelector('.card');
    expect(await page.locator('.card').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-write-up')))).toEqual([...pages].sort());
    expect(await page.locator('.card h2 a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('doc')))).toEqual([...pages].sort());
    await page.context().close();
  });
});
