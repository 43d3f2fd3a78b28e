import { describe, expect, it } from 'vitest';
import { familyOf, statsTime, withheldSection } from './readme.notes.ts';

const machine = { cpu: 'Some CPU', cores: 2, memoryGiB: 8, os: 'linux', node: 'v20.1.0' };
const record = (units: number, unitSeconds: number, date: string) => ({ machine, workers: 2, units, unitSeconds, wallSeconds: 1, ranWith: [], date });

describe('the README sections npm run notes writes', () => {
  it('name a family by the start of its experiments', () => {
    expect(familyOf('stitches-k')).toBe('stitches');
    expect(familyOf('haisu')).toBe('haisu');
  });

  it('sum each family\'s recorded units and unit time, share it among the cores, and name what was never timed', () => {
    const text = statsTime(['a-one', 'a-two', 'b-one', 'b-two'],
      { 'a-one': record(3, 100, '2026-12-01'), 'a-two': record(4, 140, '2026-12-02'), 'b-one': record(1000, 7200, '2026-12-01') });
    expect(text.split('\n')).toEqual([
      '| `npm run stats --` | experiments timed | units | unit time | unit time ÷ cores (worked out) | measured on |',
      '| --- | --- | --- | --- | --- | --- |',
      '| `a` | 2 of 2 | 7 | 4 min 0 s | 2 min 0 s on 2 | Some CPU, 2 cores; 2026-12-01 to 2026-12-02 |',
      '| `b` | 1 of 2 | 1,000 | 2 h 0 min | 1 h 0 min on 2 | Some CPU, 2 cores; 2026-12-01 |',
      '| (all) | 3 of 4 | 1,007 | 2 h 4 min | 1 h 2 min on 2 | Some CPU, 2 cores; 2026-12-01 to 2026-12-02 |',
      '',
      'Not timed yet: b-two.',
    ]);
  });

  it('tabulate the withheld setting beside the offered one from stats.json, with the command that makes it, or say it has not run', () => {
    const row = (k: number, several: number, unique: number) =>
      ({ width: 30, height: 30, k, blocks: 30 / k, sewings: 4, unique, several, undecided: 4 - unique - several, cuts: 1234, screened: 0, unsewn: 0, twinned: 0, nodes: 0 });
    expect(withheldSection({ 'stitches-withheld': [row(1, 4, 0), row(2, 1, 2)] }).split('\n')).toEqual([
      '| size | k | blocks | sewings with no swap twin | with a second answer | pinned by their margins | check out of nodes | cuts drawn |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 30 × 30 | 1 | 30 | 4 | 4 / 4 (100.0%) | 0 / 4 (0.0%) | 0 | 1,234 |',
      '| 30 × 30 | 2 | 15 | 4 | 1 / 4 (25.0%) | 2 / 4 (50.0%) | 1 | 1,234 |',
      '',
      'Made again by `npm run stats -- stitches-withheld` then `npm run notes`.',
    ]);
    expect(withheldSection({})).toBe('(no figures yet: run `npm run stats -- stitches-withheld`)');
  });
});
