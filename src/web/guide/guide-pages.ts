/**
 * The guide as the site shows it, made at build time in Node (vite.config.ts serves it as the
 * module `virtual:guide`): every docs/guide/*.md turned into HTML the way the write-ups are
 * (src/web/notes/write-ups.ts), with links between guide pages pointing at the guide page, and
 * links to the write-ups at their pages. A page added to docs/guide/ shows up with no edit here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeUpHtml } from '../notes/write-ups.ts';

export interface GuidePage {
  /** the file's name without .md; `index` is the guide's contents */
  name: string;
  title: string;
  html: string;
}

/** An href of a guide page as the site serves it: another guide page, a write-up, or as written. */
export function siteHref(href: string): string {
  const guide = /^([\w-]+)\.md(#[\w-]*)?$/.exec(href);
  if (guide) return `./index.html?page=${guide[1]}${guide[2] ?? ''}`;
  const writeUp = /^\.\.\/([\w-]+)\.md(#[\w-]*)?$/.exec(href);
  if (writeUp) return `../notes/index.html?doc=${writeUp[1]}${writeUp[2] ?? ''}`;
  return href;
}

/** One page: the write-ups' rendering, its links made the site's, code blocks reachable by keyboard (they scroll). */
export function guideHtml(markdown: string): string {
  return writeUpHtml(markdown, () => null)
    .replace(/<a href="([^"]*)"/g, (_, href: string) => `<a href="${siteHref(href)}"`)
    .replace(/<pre>/g, '<pre tabindex="0">');
}

/** Every page of the guide in `dir`, the contents first, then in name order. */
export function readGuide(dir: string): GuidePage[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort((a, b) => Number(b === 'index.md') - Number(a === 'index.md') || a.localeCompare(b));
  return files.map((file) => {
    const markdown = readFileSync(join(dir, file), 'utf8');
    return { name: file.replace(/\.md$/, ''), title: /^# (.+)$/m.exec(markdown)?.[1] ?? file, html: guideHtml(markdown) };
  });
}
