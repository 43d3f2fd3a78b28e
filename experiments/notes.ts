/**
 * `npm run notes`: writes the prose pages in docs/ from experiments/stats.json. Each
 * experiments/<name>.notes.ts module exports `notes(stats)` returning Markdown; numbers in the
 * prose come only from stats.json, never typed by hand.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const statsFile = join(here, 'stats.json');
if (!existsSync(statsFile)) {
  console.error('notes: experiments/stats.json is missing; run npm run stats first');
  process.exit(2);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Record<string, unknown>;
const docs = join(here, '..', 'docs');
mkdirSync(docs, { recursive: true });
for (const file of readdirSync(here).filter((f) => f.endsWith('.notes.ts')).sort()) {
  const mod = await import(pathToFileURL(join(here, file)).href) as { notes: (s: Record<string, unknown>) => string };
  const out = join(docs, file.replace(/\.notes\.ts$/, '.md'));
  writeFileSync(out, mod.notes(stats));
  console.log(`notes: wrote ${out}`);
}
