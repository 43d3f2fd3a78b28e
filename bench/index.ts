/**
 * Runs benchmarks: `npm run bench` runs every bench/*.ts module, `npm run bench -- NAME ...`
 * only the named ones (e.g. stitches-solve). Each module prints its own table: our figure
 * beside a baseline or peer measured in the same run, with the ratio.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const all = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, '')).sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`bench: unknown benchmark ${unknown.join(', ')} (known: ${all.join(', ')})`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : all) {
  console.log(`\n## ${name}\n`);
  const mod = await import(pathToFileURL(join(here, `${name}.ts`)).href) as { main?: () => Promise<void> | void };
  if (mod.main) await mod.main();
}
