/**
 * What the "make a puzzle" form tells a player about a generation, in plain words: before it
 * starts (how long it may take, and how likely it is to find one), while it runs, and when it
 * gives up (what stopped it and what to try instead). The engine's own message names nodes,
 * screens and swap twins; a player needs the setting to change.
 */
import { roughDuration } from '../../core/duration.ts';
import { defaultGenerateBudget, type GenerateStats, type MarginMode, type StitchesGenerateParams } from '../../stitches/index.ts';
import type { Grade } from '../../core/difficulty.ts';

/**
 * Search steps a second while generating, slowest and fastest measured on the two-core test
 * machine under load: 1,000,000 steps took 7 to 14 s in Node (5×5 to 10×10, every clue mode)
 * and 25 s in Chromium's worker (tests/browser/generate-wait.test.ts). A phone is slower, a
 * quiet desktop faster; the page says "about", and once running it says the pace it sees.
 */
const STEPS_PER_SECOND: readonly [number, number] = [40_000, 140_000];

/** The settings of the "make a puzzle" form; a seed rebuilds what `puzzlelab generate` makes. */
export interface GenerateRequest {
  /** the width; the height too unless `height` is given */
  size: number;
  height?: number;
  k: number;
  blocks: number;
  grade: Grade | null;
  margins: MarginMode;
  /** null: a fresh seed is drawn, and reported back so the puzzles can be rebuilt */
  seed: string | null;
  count: number;
}

/** The engine's settings for what the form asks. */
export const generateParams = (r: GenerateRequest): StitchesGenerateParams =>
  ({ width: r.size, height: r.height ?? r.size, k: r.k, blocks: r.blocks, margins: r.margins, ...(r.grade ? { grade: r.grade } : {}) });

const count = (n: number): string => n.toLocaleString('en-US');


/** How hard the grade asked for is to come by with these settings, or '' when it is not. */
function rarity(p: StitchesGenerateParams): string {
  if (p.grade !== 'needs search') return '';
  // Measured with seeds a, b, c at 5×5, 6×6, 8×8 and 10×10, k = 1, within the default budget:
  // full and free margins found none in 24 tries; minimal margins found 5 of 6 at 8×8 and 10×10,
  // none at 5×5 and 6×6. So many clues leave nothing for the search to do.
  if ((p.margins ?? 'full') !== 'minimal') {
    return ' A puzzle that needs search almost never comes with this many clues (none in 24 tries measured): choose Clues "as few as keep it unique".';
  }
  if (p.width * p.height < 64) return ' A puzzle that needs search is rare below 8 × 8 (none in 6 tries measured at 5 × 5 and 6 × 6): choose a larger grid.';
  return ' Even so, a puzzle that needs search is rare: about 5 tries in 6 found one in the measurements at 8 × 8 and 10 × 10.';
}

/** The line shown under the form before Generate: the most the search may take, and the odds. */
export function estimateWords(p: StitchesGenerateParams, puzzles = 1): string {
  const steps = defaultGenerateBudget(p.width, p.height) * puzzles;
  const [slow, fast] = STEPS_PER_SECOND;
  return `It gives up after at most ${count(steps)} search steps, about ${roughDuration(steps / fast)} to ${roughDuration(steps / slow)} where measured, ` +
    `often much sooner; Cancel stops it at any time.${rarity(p)}`;
}

/** The progress line's words: how much of the allowed search is spent. */
export function progressWords(done: number, total: number, puzzle: number, puzzles: number): string {
  const share = total > 0 ? Math.min(100, Math.floor((100 * done) / total)) : 0;
  return `${puzzles > 1 ? `Puzzle ${puzzle + 1} of ${puzzles}: ` : ''}searched ${share}% of the allowed steps`;
}

/** Why the search found nothing, from its counts, and what to change. */
export function giveUpWords(p: StitchesGenerateParams, stats: GenerateStats, steps: number): string {
  const easier = stats.offGrade > 0 ? ` ${count(stats.offGrade)} of them had one answer but another grade.` : '';
  const tries: string[] = [];
  if (stats.offGrade > stats.cuts / 4) tries.push('another grade, or "any"');
  if (stats.unsewn + stats.screened + stats.twinned > stats.cuts / 2) tries.push('fewer blocks or fewer stitches per border');
  if (tries.length === 0) tries.push('another seed');
  const advice = rarity(p).trim() || `Try ${tries.join('; or ')}.`;
  return `the search gave up after ${count(steps)} steps and ${count(stats.cuts)} boards tried.${easier} ${advice}`;
}
