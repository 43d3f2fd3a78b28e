/**
 * Benches that the README (or a page of docs/) quotes write their table into it themselves,
 * between `<!-- NAME -->` and `<!-- /NAME -->`, so no figure there is typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

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

export const writeReadmeTable = (name: string, table: string): void => writeMarkedSection('README.md', name, table);

const markers = (name: string): RegExp => new RegExp(`(<!-- ${name} -->\\n)([\\s\\S]*?)(<!-- /${name} -->)`);
