/**
 * Seed ids: `haisu:<W>x<H>r<regions>[,<grade>|,gentle],v<N>#<seed>` names the board that the seed
 * and settings generate (docs/guide/formats.md), for example `haisu:8x8r13,v2#rainy`, `haisu:8x8r13,easy,v2#rainy`
 * or `haisu:10x10r20,gentle,v2#7`. With neither a grade nor `,gentle` the board is minimal. `v<N>` is the seeding version (src/core/seed-id.ts);
 * ids without it are version 1. Everything after the first `#` is the seed, as typed. The
 * default node budget is implied: a seed id always names the board `generate haisu` prints.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { generateFromSeedId, looksLikeSeedId, splitSeedId, versionToken, type SeedId } from '../core/seed-id.ts';
import { parsePuzzle } from './codec.ts';
import { generateHaisu, NoUniqueBoard, settingsProblem, type HaisuGenParams } from './generate.ts';
import { HAISU_GRADES, isHaisuGrade } from './grade.ts';
import type { HaisuPuzzle } from './model.ts';

export type HaisuSeedId = SeedId<HaisuGenParams & { regions: number }>;

export function toSeedId(p: HaisuGenParams & { regions: number }, seed: string): string {
  const how = p.grade ? `,${p.grade}` : p.style === 'gentle' ? ',gentle' : '';
  return `haisu:${p.width}x${p.height}r${p.regions}${how}${versionToken()}#${seed}`;
}

const USAGE = `haisu:<W>x<H>r<regions>[,${HAISU_GRADES.join('|')}|,gentle],v2#<seed>`;

export function parseSeedId(text: string): Result<HaisuSeedId> {
  const parts = splitSeedId(text, 'haisu', USAGE);
  if (!parts.ok) return parts;
  const m = /^(\d{1,3})x(\d{1,3})r(\d{1,5})(?:,([a-z]+))?$/.exec(parts.value.params);
  const how = m?.[4] ?? 'minimal';
  if (!m || !(how === 'minimal' || how === 'gentle' || isHaisuGrade(how))) return fail(`expected ${USAGE}`, 'id');
  const size = { width: Number(m[1]), height: Number(m[2]), regions: Number(m[3]) };
  // the settings generate refuses are refused here, before any board is drawn
  const problem = settingsProblem(size.width, size.height, size.regions);
  if (problem) return fail(problem, 'id');
  const params: HaisuSeedId['params'] = how === 'minimal' || how === 'gentle' ? { ...size, style: how } : { ...size, grade: how };
  return ok({ params, seed: parts.value.seed, version: parts.value.version });
}

/** The board a seed id names, generated afresh (a failure to generate is an error value). */
export const puzzleFromSeedId = (text: string): Result<HaisuPuzzle> =>
  generateFromSeedId(parseSeedId(text), (params, rng) => generateHaisu(params, rng).puzzle, (e) => e instanceof NoUniqueBoard);

/** A puzzle from JSON, an exact id, a puzz.link URL, or a seed id. */
export const parseAnyPuzzle = (text: string): Result<HaisuPuzzle> =>
  (looksLikeSeedId('haisu', text) ? puzzleFromSeedId(text) : parsePuzzle(text));
