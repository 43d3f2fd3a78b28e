/**
 * Seed ids: `stitches:<W>x<H>k<K>b<blocks>[,<margins>][,<grade>],v<N>#<seed>` names the puzzle
 * that the seed and settings generate (docs/guide/formats.md), for example
 * `stitches:10x10k1b10,minimal,hard,v2#rainy`. Margins default to full and the grade to any;
 * "needs search" is written needs-search; each setting may be given once. `v<N>` is the seeding
 * version (src/core/seed-id.ts); ids without it are version 1. Everything after the first `#`
 * is the seed, as typed (spaces included).
 */
import { GRADES, type Grade } from '../core/difficulty.ts';
import { oneLine } from '../core/json.ts';
import { fail, ok, type Result } from '../core/result.ts';
import { generateFromSeedId, looksLikeSeedId, splitSeedId, versionToken, type SeedId as CoreSeedId } from '../core/seed-id.ts';
import { parsePuzzle } from './codec.ts';
import { isMarginMode } from './generate-margins.ts';
import { settingsProblem } from './feasibility.ts';
import { generate, GenerateFailed, type StitchesGenerateParams } from './generate.ts';
import type { StitchesPuzzle } from './model.ts';

export type SeedId = CoreSeedId<StitchesGenerateParams>;

const gradeToken = (g: Grade): string => g.replace(' ', '-');

export function toSeedId(p: StitchesGenerateParams, seed: string): string {
  const margins = p.margins && p.margins !== 'full' ? `,${p.margins}` : '';
  const grade = p.grade ? `,${gradeToken(p.grade)}` : '';
  return `stitches:${p.width}x${p.height}k${p.k}b${p.blocks}${margins}${grade}${versionToken()}#${seed}`;
}

const USAGE = 'stitches:<W>x<H>k<K>b<blocks>[,full|free|minimal][,<grade>],v2#<seed>';

export function parseSeedId(text: string): Result<SeedId> {
  const parts = splitSeedId(text, 'stitches', USAGE);
  if (!parts.ok) return parts;
  const m = /^(\d+)x(\d+)k(\d+)b(\d+)((?:,[a-z-]+)*)$/.exec(parts.value.params);
  if (!m) return fail(`expected ${USAGE}`, 'id');
  const params: StitchesGenerateParams = { width: Number(m[1]), height: Number(m[2]), k: Number(m[3]), blocks: Number(m[4]) };
  // the settings `generate stitches` refuses (the measured table's) are refused here, before any cut
  const problem = settingsProblem(params.width, params.height, params.k, params.blocks);
  if (problem) return fail(problem, 'id');
  for (const token of m[5]!.split(',').slice(1)) {
    const grade = GRADES.find((g) => gradeToken(g) === token);
    if (isMarginMode(token)) {
      if (params.margins) return fail(`two margin settings given ('${params.margins}' and '${oneLine(token)}')`, 'id');
      params.margins = token;
    } else if (grade) {
      if (params.grade) return fail(`two grades given ('${gradeToken(params.grade)}' and '${oneLine(token)}')`, 'id');
      params.grade = grade;
    } else return fail(`unknown setting '${oneLine(token)}' (margins: full, free, minimal; grades: ${GRADES.map(gradeToken).join(', ')})`, 'id');
  }
  return ok({ params, seed: parts.value.seed, version: parts.value.version });
}

/** The puzzle a seed id names, generated afresh (a failure to generate is an error value). */
export const puzzleFromSeedId = (text: string): Result<StitchesPuzzle> =>
  generateFromSeedId(parseSeedId(text), (params, rng) => generate(params, rng).puzzle, (e) => e instanceof GenerateFailed);

/** A puzzle from JSON, an exact id, or a seed id. */
export const parseAnyPuzzle = (text: string): Result<StitchesPuzzle> =>
  (looksLikeSeedId('stitches', text) ? puzzleFromSeedId(text) : parsePuzzle(text));
