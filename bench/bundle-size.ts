/**
 * Gzipped JavaScript per page of the production site. Builds the site into dist/bundle-size
 * (so a test run's dist/site is left alone), follows each page's scripts, the chunks they
 * import and the workers they start, and prints one table with each page's total beside a
 * budget. The same table is written into docs/guide/site.md between the bundle-size markers.
 */
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { writeReadmeTable } from '../experiments/pipeline/marked-sections.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist', 'bundle-size');
/** gzipped kB a page may load, workers included; a page past it is a regression worth a look */
const BUDGET_KB = 60;

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** The .js files a page loads with its HTML (entry and preloads), then every one those name. */
function pageScripts(html: string): { eager: Set<string>; later: Set<string> } {
  const text = readFileSync(html, 'utf8');
  const eager = new Set<string>();
  for (const m of text.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)) eager.add(resolve(dirname(html), m[1]!));
  const later = new Set<string>();
  const queue = [...eager];
  while (queue.length) {
    const file = queue.pop()!;
    // chunk and worker names appear in the built code as string literals
    for (const m of readFileSync(file, 'utf8').matchAll(/["'`]([^"'`\s]*?[\w-]+\.js)["'`]/g)) {
      const target = join(dirname(file), basename(m[1]!));
      if (!existsSync(target) || eager.has(target) || later.has(target)) continue;
      later.add(target);
      queue.push(target);
    }
  }
  return { eager, later };
}

function table(): string {
  const rows = htmlFiles(OUT).sort().map((html) => {
    const { eager, later } = pageScripts(html);
    const sum = (files: Set<string>) => [...files].reduce((s, f) => s + gz(f), 0);
    const page = sum(eager), rest = sum(later), total = page + rest;
    return `| ${relative(OUT, html)} | ${kb(page)} | ${kb(rest)} | ${kb(total)} | ${BUDGET_KB} | ${(total / 1000 / BUDGET_KB).toFixed(2)} |`;
  });
  return ['| page | JS with the page (kB gzip) | workers and lazy chunks (kB gzip) | total (kB gzip) | budget (kB) | total / budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

export async function main(): Promise<void> {
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: OUT, emptyOutDir: true } });
  const text = table();
  console.log(text);
  writeReadmeTable('bundle-size', text);
}
