/**
 * The write-ups as the site shows them, made at build time in Node (vite.config.ts serves them
 * as the module `virtual:write-ups`): every docs/*.md that `npm run notes` writes, turned into
 * HTML with its charts drawn inline, the experiments that regenerate its figures, and the
 * record of their last full-size run (experiments/runs.json). A page added to docs/ shows up
 * with no edit here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import { readRuns, type RunRecord } from '../../../experiments/pipeline/runs-file.ts';
import { escapeHtml } from '../shared/sheet-html.ts';
import { REGENERATE } from '../../../experiments/pipeline/sourced.ts';

export interface WriteUp {
  /** the file's name without .md: stitches, haisu, bandsaw, … */
  name: string;
  title: string;
  html: string;
  /** the experiments its `npm run stats -- …` commands name, families spelled out */
  experiments: string[];
}

export interface WriteUps { writeUps: WriteUp[]; runs: Record<string, RunRecord> }

/** The experiments named by the `npm run stats -- a b …` commands of a text; a family name (stitches) stands for all of its. */
export function experimentsNamed(markdown: string, known: readonly string[]): string[] {
  const out = new Set<string>();
  for (const [, args] of markdown.matchAll(/npm run stats -- ([\w -]+)/g)) {
    for (const word of args!.trim().split(/\s+/)) {
      for (const name of known) if (name === word || name.startsWith(`${word}-`)) out.add(name);
    }
  }
  return [...out];
}

/**
 * One page: tables in a box that scrolls on its own on a narrow screen, charts inline as images
 * with their words, and the line under each that says how to make it again set apart.
 */
export function writeUpHtml(markdown: string, chart: (file: string) => string | null): string {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      image({ href, text }) {
        const svg = chart(href);
        if (svg === null) return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">`;
        // in a box of its own that scrolls on a phone, so the chart keeps readable text rather than shrinking to fit
        const box = `<div class="chart-box" role="region" tabindex="0" aria-label="Chart: ${escapeHtml(text)}">`;
        return `<figure class="chart">${box}${svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(text)}" `)}</div><figcaption>${escapeHtml(text)}</figcaption></figure>`;
      },
    },
  });
  let tables = 0;
  return marked.parse(markdown, { async: false })
    .replace(/<table>/g, () => `<div class="table-box" role="region" tabindex="0" aria-label="Table ${++tables}"><table>`)
    .replace(/<\/table>/g, '</table></div>')
    // a chart stands alone, not inside a paragraph
    .replace(/<p>(<figure class="chart">[\s\S]*?<\/figure>)<\/p>/g, '$1')
    .replaceAll(`<p>${REGENERATE} `, `<p class="regenerate">${REGENERATE} `);
}

/**
 * Every write-up in `docs`, in name order, with the runs kept in `runsFile`; `known` lists the
 * experiments. A write-up is a page whose figures the stats run makes (each carries its
 * regenerate line); other docs, such as the deployment guide docs/scale.md, are not.
 */
export function readWriteUps(docs: string, runsFile: string, known: readonly string[]): WriteUps {
  // sorted by name, not file name, so haisu comes before haisu-symmetry ('-' sorts before '.')
  const pages = readdirSync(docs).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, '')).sort()
    .map((name) => ({ file: `${name}.md`, markdown: readFileSync(join(docs, `${name}.md`), 'utf8') }))
    .filter(({ markdown }) => markdown.includes(REGENERATE));
  const writeUps = pages.map(({ file, markdown }) => {
    const title = /^# (.+)$/m.exec(markdown)?.[1] ?? file;
    const chart = (href: string): string | null => {
      const path = join(docs, href);
      return /^[\w-]+\.svg$/.test(href) && existsSync(path) ? readFileSync(path, 'utf8') : null;
    };
    return { name: file.replace(/\.md$/, ''), title, html: writeUpHtml(markdown, chart), experiments: experimentsNamed(markdown, known) };
  });
  return { writeUps, runs: readRuns(runsFile) };
}
