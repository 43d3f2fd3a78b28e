/**
 * Every page `npm run notes` writes into docs/, rendered from stats figures: a pure function of
 * stats.json (and of runs.json, where a page turns counts into time, and of the kept 464 band
 * certificate in bench/), so a test can check that the committed pages are exactly what the
 * committed figures give. The README's sections of recorded figures are rendered here too.
 */
import { notes as bandsaw } from './bandsaw/notes.ts';
import { notes as haisu } from './haisu/notes.ts';
import { notes as haisuSymmetry } from './haisu/symmetry.notes.ts';
import { notes as stitches } from './stitches/notes.ts';
import type { RunRecord } from './pipeline/runs-file.ts';
import { statsTime, withheldSection } from './readme.notes.ts';
import { EXPERIMENTS } from './registry.ts';

type Page = (stats: Record<string, unknown>, runs: Record<string, RunRecord>) => string | { markdown: string; files: Record<string, string> };

const PAGES: Record<string, Page> = { bandsaw, haisu, 'haisu-symmetry': haisuSymmetry, stitches };

/**
 * How a page is made, for whoever maintains it: at the end, so that a reader starts with what
 * the page measured.
 */
const MADE_BY = ['---', '',
  'How this page is made: `npm run notes` writes it from experiments/stats.json and runs.json, and the line under',
  'each table or chart names the `npm run stats` run that measures it. Change the page\'s generator in experiments/,',
  'not this file, which the next `npm run notes` writes over.'].join('\n');

const withMadeBy = (markdown: string): string => `${markdown.trimEnd()}\n\n${MADE_BY}\n`;

/** docs-relative file name → content. */
export function renderNotes(stats: Record<string, unknown>, runs: Record<string, RunRecord>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, page] of Object.entries(PAGES)) {
    const made = page(stats, runs);
    if (typeof made === 'string') out[`${name}.md`] = withMadeBy(made);
    else {
      out[`${name}.md`] = withMadeBy(made.markdown);
      Object.assign(out, made.files);
    }
  }
  return out;
}

/** README.md's sections written from the record, by marker name → the text between the markers. */
export function renderReadme(stats: Record<string, unknown>, runs: Record<string, RunRecord>): Record<string, string> {
  return { 'stats-time': statsTime(EXPERIMENTS.map((e) => e.name), runs), 'stitches-withheld': withheldSection(stats) };
}
