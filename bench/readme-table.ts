/**
 * Benches that the README quotes write their table into it themselves, between
 * `<!-- NAME -->` and `<!-- /NAME -->`, so no figure there is typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeReadmeTable(name: string, table: string): void {
  const readme = join(import.meta.dirname, '..', 'README.md');
  const old = readFileSync(readme, 'utf8');
  const markers = new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(<!-- /${name} -->)`);
  if (!markers.test(old)) throw new Error(`README.md has no <!-- ${name} --> markers`);
  const next = old.replace(markers, `$1${table}\n$2`);
  if (next !== old) writeFileSync(readme, next);
}
