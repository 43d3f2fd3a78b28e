/**
 * `npm run stats`: runs every experiment module (experiments/*.ts exporting `run()`), and
 * writes what each returns under its name into experiments/stats.json. `npm run stats -- NAME`
 * reruns only the named experiments and keeps the others' stored results.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const OUT = join(here, 'stats.json');
const SKIP = new Set(['run.ts', 'notes.ts']);
const all = readdirSync(here).filter((f) => f.endsWith('.ts') && !SKIP.has(f) && !f.endsWith('.test.ts') && !f.endsWith('.notes.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, '')).sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`stats: unknown experiment ${unknown.join(', ')} (known: ${all.join(', ')})`);
  process.exit(2);
}
const stats: Record<string, unknown> = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
for (const name of wanted.length ? wanted : all) {
  process.stderr.write(`stats: ${name}\n`);
  const mod = await import(pathToFileURL(join(here, `${name}.ts`)).href) as { run: (full: boolean) => Promise<unknown> | unknown };
  stats[name] = await mod.run(true);
  writeFileSync(OUT, JSON.stringify(stats, null, 1) + '\n');
}
