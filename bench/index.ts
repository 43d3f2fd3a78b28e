/**
 * Runs benchmarks: `npm run bench` runs every bench/*.ts module, `npm run bench -- NAME ...`
 * only the named ones (e.g. stitches-solve). Each module prints its own table: our figure
 * beside a baseline or peer measured in the same run, with the ratio. A bench measured against
 * clingo returns its rows (bench/_ratios.ts), and they are printed again together at the end.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ratioTable, type RatioRow } from './_ratios.ts';

const here = import.meta.dirname;
const all = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, '')).sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`bench: unknown benchmark ${unknown.join(', ')} (known: ${all.join(', ')})`);
  process.exit(2);
}
const ratios: RatioRow[] = [];
for (const name of wanted.length ? wanted : all) {
  console.log(`\n## ${name}\n`);
  const mod = await import(pathToFileURL(join(here, `${name}.ts`)).href) as { main?: () => Promise<RatioRow[] | void> | RatioRow[] | void };
  const rows = mod.main ? await mod.main() : undefined;
  if (rows) ratios.push(...rows);
}
if (ratios.length) {
  console.log('\n## every ratio against clingo, CPU per board, median / p90\n');
  for (const line of ratioTable(ratios)) console.log(line);
}
