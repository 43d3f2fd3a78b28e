/**
 * `npm run notes [-- --stats FILE --docs DIR --readme FILE]`: writes the prose pages (and their
 * charts) into docs/ from experiments/stats.json, and runs.json beside it where a page needs the
 * time a run took, and the sections of recorded figures between their markers, in whichever page
 * of the README and the guide holds them (or all in the one file --readme names).
 * Numbers in the prose come only from those two files, never typed by hand; notes-pages.ts
 * lists the pages and the sections.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sectionFile, writeMarkedSection } from './pipeline/marked-sections.ts';
import { renderNotes, renderReadme } from './notes-pages.ts';
import { readRuns } from './pipeline/runs-file.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? resolve(args[i + 1]!) : fallback;
};
const statsFile = option('--stats', join(import.meta.dirname, 'stats.json'));
const docs = option('--docs', join(import.meta.dirname, '..', 'docs'));
const readmeOption = option('--readme', '');
if (!existsSync(statsFile)) {
  console.error(`notes: ${statsFile} is missing; run npm run stats first`);
  process.exit(2);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Record<string, unknown>;
const runsFile = join(dirname(statsFile), 'runs.json');
const runs = readRuns(runsFile);
mkdirSync(docs, { recursive: true });
for (const [file, text] of Object.entries(renderNotes(stats, runs))) {
  writeFileSync(join(docs, file), text);
  console.log(`notes: wrote ${join(docs, file)}`);
}
for (const [name, text] of Object.entries(renderReadme(stats, runs))) {
  const file = readmeOption || sectionFile(name);
  writeMarkedSection(file, name, text);
  console.log(`notes: wrote ${file} <!-- ${name} -->`);
}
