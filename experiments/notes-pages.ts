/**
 * Every page `npm run notes` writes into docs/, rendered from stats figures: a pure function of
 * stats.json, so a test can check that the committed pages are exactly what the committed
 * figures give.
 */
import { notes as bandsaw } from './bandsaw.notes.ts';
import { notes as haisu } from './haisu.notes.ts';
import { notes as stitches } from './stitches.notes.ts';

type Page = (stats: Record<string, unknown>) => string | { markdown: string; files: Record<string, string> };

const PAGES: Record<string, Page> = { bandsaw, haisu, stitches };

/** docs-relative file name → content. */
export function renderNotes(stats: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, page] of Object.entries(PAGES)) {
    const made = page(stats);
    if (typeof made === 'string') out[`${name}.md`] = made;
    else {
      out[`${name}.md`] = made.markdown;
      Object.assign(out, made.files);
    }
  }
  return out;
}
