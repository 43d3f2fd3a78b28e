/**
 * Benches and `npm run notes` write the tables a page quotes into it themselves, between
 * `<!-- NAME -->` and `<!-- /NAME -->`, so no figure there is typed by hand. A section lives in
 * the README or in a page of the guide (docs/guide/); `sectionFile` finds which, so a section
 * can move between pages with no edit to the code that writes it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const GUIDE = join('docs', 'guide');

/** The pages that may hold sections, from the repository's root. */
export const sectionPages = (): string[] =>
  ['README.md', ...readdirSync(resolve(ROOT, GUIDE)).filter((f) => f.endsWith('.md')).sort().map((f) => join(GUIDE, f))];

/** The page (a path from the repository's root) that holds the markers of `name`; exactly one must. */
export function sectionFile(name: string): string {
  const holding = sectionPages().filter((file) => markers(name).test(readFileSync(resolve(ROOT, file), 'utf8')));
  if (holding.length !== 1) throw new Error(`<!-- ${name} --> markers are in ${holding.length ? holding.join(' and ') : 'no page'} (README.md, docs/guide/*.md): expected one`);
  return holding[0]!;
}

/** The text between the markers of `name` in a file of the repository (a path from its root, or absolute). */
export function markedSection(file: string, name: string): string {
  const m = markers(name).exec(readFileSync(resolve(ROOT, file), 'utf8'));
  if (!m) throw new Error(`${file} has no <!-- ${name} --> markers`);
  return m[2]!;
}

export function writeMarkedSection(file: string, name: string, text: string): void {
  const path = resolve(ROOT, file);
  const old = readFileSync(path, 'utf8');
  if (!markers(name).test(old)) throw new Error(`${file} has no <!-- ${name} --> markers`);
  const next = old.replace(markers(name), (_, open: string, _body: string, close: string) => `${open}${text}\n${close}`);
  if (next !== old) writeFileSync(path, next);
}

/** Writes a bench's table into the page that holds its section. */
export const writeReadmeTable = (name: string, table: string): void => writeMarkedSection(sectionFile(name), name, table);

const markers = (name: string): RegExp => new RegExp(`(<!-- ${name} -->\\n)([\\s\\S]*?)(<!-- /${name} -->)`);
