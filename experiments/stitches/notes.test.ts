import { describe, expect, it } from 'vitest';
import { notes } from './notes.ts';
import type { ScreenRow } from './screen.ts';
import type { HallRow } from './hall.ts';
import { WRITEUP_SCREEN } from './writeup.ts';

/** Screen rows whose pass counts are the write-up's scaled by `share` (ours) and equal to them (unbalanced). */
const screenRows = (share: number): ScreenRow[] => WRITEUP_SCREEN.flatMap((w) => [
  { cutter: 'balanced' as const, size: w.size, blocks: Number(w.size.split('x')[0]), maps: w.maps, passed: Math.round(w.passed * share), meanPairs: w.meanPairs, answered: w.answered },
  { cutter: 'unbalanced' as const, size: w.size, blocks: Number(w.size.split('x')[0]), maps: w.maps, passed: w.passed, meanPairs: w.meanPairs, answered: Math.round((w.answered / w.checked) * w.passed) },
]);

describe('docs/stitches.md sentences follow the figures', () => {
  it('says the conclusion differs only when our pass share differs from the write-up\'s', () => {
    const same = notes({ 'stitches-screen': screenRows(1) }).markdown;
    expect(same).toContain('about as many cuts as the write-up reports');
    expect(same).not.toContain('our conclusion differs from the write-up\'s');
    const apart = notes({ 'stitches-screen': screenRows(2.5) }).markdown;
    expect(apart).toContain('Here our conclusion differs from the write-up\'s');
    expect(apart).toContain('reproduces the write-up\'s pass rates within chance');
  });

  it('flags a per-pair Hall decision at k = 1 as a bug, and reports silence otherwise', () => {
    const row = (pairHall: number): HallRow => ({ k: 1, side: 10, blocks: 10, maps: 100, states: 50, pairHall, blockHall: 20, contradictions: 0 });
    expect(notes({ 'stitches-hall': [row(0)] }).markdown).toContain('decided nothing in 50 states');
    expect(notes({ 'stitches-hall': [row(3)] }).markdown).toContain('cannot happen');
  });

  it('names the missing experiments instead of inventing figures, and draws no chart without them', () => {
    const empty = notes({});
    expect(empty.markdown.match(/no figures yet/g)!.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(empty.files)).toEqual([]);
  });
});
