/**
 * The settings of `generate` for Haisu, read from text and checked: the one reader the command
 * line's flags use, and the one check (settingsProblem) seed ids and the pages use too.
 */
import type { GenerateSettings } from '../core/genre.ts';
import { oneLine } from '../core/json.ts';
import { fail, ok, type Result } from '../core/result.ts';
import { readSize, readWhole } from '../core/values.ts';
import { CHECK_BUDGET, defaultRegions, maxRegions, MAX_GENERATE_SIDE, MIN_GENERATE_SIDE, settingsProblem, type HaisuGenParams } from './generate.ts';
import { HAISU_GRADES, isHaisuGrade } from './grade.ts';

function read(given: Readonly<Record<string, string | boolean | undefined>>): Result<HaisuGenParams> {
  const how = ['grade', 'minimal', 'gentle'].filter((name) => given[name] !== undefined);
  if (how.length > 1) return fail(`give one of --grade, --minimal and --gentle, not ${how.map((f) => `--${f}`).join(' and ')}`);
  const grade = given['grade'];
  if (typeof grade === 'string' && !isHaisuGrade(grade)) return fail(`expected ${HAISU_GRADES.join(', ')}, got '${oneLine(grade)}'`, 'grade');
  const text = (name: string, fallback: string): string => (typeof given[name] === 'string' ? given[name] : fallback);
  const size = readSize(text('size', '8x8'), MIN_GENERATE_SIDE, MAX_GENERATE_SIDE);
  if (!size.ok) return size;
  const { width, height } = size.value;
  const regions = readWhole('regions', text('regions', String(defaultRegions(width, height))), 1, maxRegions(width, height));
  if (!regions.ok) return regions;
  const nodeBudget = readWhole('budget', text('budget', String(CHECK_BUDGET)), 1);
  if (!nodeBudget.ok) return nodeBudget;
  const params: HaisuGenParams = {
    width, height, regions: regions.value, ...(typeof grade === 'string' ? { grade } : { style: given['gentle'] ? 'gentle' : 'minimal' }), nodeBudget: nodeBudget.value,
  };
  const problem = check(params);
  return problem ? fail(problem) : ok(params);
}

const check = (p: HaisuGenParams): string | null => settingsProblem(p.width, p.height, p.regions ?? defaultRegions(p.width, p.height));

export const HAISU_SETTINGS: GenerateSettings<HaisuGenParams> = {
  noun: 'boards',
  about: [
    'Generates Haisu boards with exactly one walk: regions cut at random, S and G drawn, the walk drawn',
    'uniformly, every cell numbered, then numbers rubbed off while the walk stays unique.',
  ],
  list: [
    { name: 'size', value: 'WxH', help: [`board size, sides ${MIN_GENERATE_SIDE}..${MAX_GENERATE_SIDE} (default 8x8)`] },
    { name: 'regions', value: 'N', help: ['region count, at most one per three cells (default: one per five cells)'] },
    {
      name: 'grade', value: 'G', help: [
        `a board of this difficulty (${HAISU_GRADES.join(', ')}): numbers come off only while`,
        'the deductions of that level still finish the walk with no search (fiendish: while',
        'the walk stays unique, keeping boards no deduction ladder finishes)',
      ],
    },
    { name: 'minimal', help: ['rub numbers off to a fixed point, whatever the grade (default)'] },
    { name: 'gentle', help: ['keep a removal only while the four cheap rungs and probe finish the walk'] },
    { name: 'budget', value: 'NODES', help: [`search nodes per uniqueness check of a minimal board (default ${CHECK_BUDGET})`] },
  ],
  read,
  check,
};
