import { describe, expect, it } from 'vitest';
import { HAISU_BANK, HAISU_GRADES, compileBoard, countWalks, gradeBoard, parseId } from '../../src/haisu/research.ts';
import { runInline } from '../pipeline/inline.ts';
import { experiment as facts, type FactStats } from './facts.ts';
import { experiment as haystack, type HaystackStats } from './haystack.ts';
import { experiment as ladder, OUR_ORDER, type LadderStats } from './ladder.ts';
import { experiment as minimal, type MinimalRow } from './minimal.ts';
import { experiment as numbers, type NumbersRow } from './numbers.ts';
import { WRITEUP_HAYSTACK } from './writeup.ts';
import { experiment as readings, readingBoards, writeupExperiment as readingsWriteup, type ReadingRow } from './readings.ts';

const puzzleOf = (id: string) => {
  const r = parseId(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the Haisu write-up tables (quick sizes)', () => {
  it('table 1: both readings of the same digits admit the drawn walk, and they disagree somewhere', () => {
    // the cardinal digits are the region totals of the walk, the ordinal ones its entries, so the
    // walk itself must survive both searches (the bug the write-up kept: a count of zero)
    for (const regions of [3, 8]) for (let i = 0; i < 4; i++) {
      const boards = readingBoards(5, regions, i);
      for (const reading of ['ordinal', 'cardinal'] as const) {
        expect(countWalks(compileBoard(boards[reading], reading), { maxSolutions: 80 }).walks, `${regions} ${i} ${reading}`).toBeGreaterThan(0);
      }
    }
    const rows = runInline(readings).stats as ReadingRow[];
    expect(rows.map((r) => r.regions)).toEqual([3, 8]);
    for (const r of rows) expect(r.bothFinished + Math.max(r.ranOut.ordinal, r.ranOut.cardinal)).toBeGreaterThanOrEqual(r.boards);
    expect(rows.some((r) => r.ordinalFewer > 0) && rows.some((r) => r.cardinalFewer > 0)).toBe(true);
  });

  it('table 1 like for like: the unbalanced cutter cuts other maps, the walk survives both readings there too, and its rows say so', () => {
    let otherMaps = 0;
    for (let i = 0; i < 4; i++) {
      const boards = readingBoards(5, 8, i, 'unbalanced');
      if (JSON.stringify(boards.ordinal.regions) !== JSON.stringify(readingBoards(5, 8, i).ordinal.regions)) otherMaps++;
      for (const reading of ['ordinal', 'cardinal'] as const) expect(countWalks(compileBoard(boards[reading], reading), { maxSolutions: 80 }).walks).toBeGreaterThan(0);
    }
    expect(otherMaps).toBeGreaterThan(0);
    const rows = runInline(readingsWriteup).stats as ReadingRow[];
    expect(rows.map((r) => [r.cutter, r.regions])).toEqual([['unbalanced', 3], ['unbalanced', 8]]);
    expect((runInline(readings).stats as ReadingRow[]).every((r) => r.cutter === undefined)).toBe(true);
  });

  it('table 3: one-cell regions and S say 1, rubbing them changes nothing, the screens hold except on a grid three thin', () => {
    const s = runInline(facts).stats as FactStats;
    const single = s.singletons[0]!.counts;
    expect(single.regions).toBeGreaterThan(0);
    expect([single.notOne, single.startNotFirst]).toEqual([0, 0]);
    expect(s.rub[0]!.counts.withSilent).toBeGreaterThan(0);
    expect(s.rub[0]!.counts.changed).toBe(0);
    expect([s.start.answersChanged, s.start.boards]).toEqual([0, 2]);
    for (const c of s.colour) {
      expect(c.killedWithWalk, `${c.width}x${c.height}`).toBe(0);
      expect(c.killed! + c.passed!).toBe(c.pairs);
    }
    // 3×4 is thin enough for the colour screen to pass pairs with no walk; 4×4 is not
    expect(s.colour.find((c) => c.width === 3 && c.height === 4)!.falsePasses).toBeGreaterThan(0);
    expect(s.colour.find((c) => c.width === 4 && c.height === 4)!.falsePasses).toBe(0);
    expect(s.regionScreen[0]!.counts.cuts).toBe(200);
    const w = s.window[0]!.counts;
    expect([w.below, w.above]).toEqual([0, 0]);
    expect(w.atFloor).toBeGreaterThan(0);
  });

  it('table 4: the counter agrees with every published term it reaches, and counts the bank boards', () => {
    const s = runInline(haystack).stats as HaystackStats;
    for (const t of [...s.cornerToCorner, ...s.allPairs, ...s.directed]) expect(t.match, `n = ${t.n}`).toBe(true);
    expect(s.shipped.map((b) => b.seed)).toEqual(HAISU_BANK.slice(0, 2).map((b) => b.seed));
    for (const b of s.shipped) expect(BigInt(b.walks)).toBeGreaterThan(1n);
  });

  it('table 5: the prefix at each board\'s grade finishes it, and the whole ladder needs no more search than degree alone', () => {
    const s = runInline(ladder).stats as LadderStats;
    expect(s.ours).toEqual(OUR_ORDER);
    for (const b of s.boards) {
      const bank = HAISU_BANK.find((x) => x.seed === b.seed)!;
      const report = gradeBoard(compileBoard(puzzleOf(bank.id)));
      const at = report.rungs.length - 1;
      if (report.grade !== 'fiendish') expect(b.ours[at]!.finished, b.seed).toBe(true);
      if (at > 0) expect(b.ours[at - 1]!.finished).toBe(false);
      expect(b.ours.at(-1)!.nodes!).toBeLessThanOrEqual(b.ours[0]!.nodes!);
    }
  });

  it('table 6: shares are nested, so more numbers never pin fewer boards', () => {
    const [row] = runInline(numbers).stats as NumbersRow[];
    expect(row!.pinned.length).toBe(row!.percents.length);
    for (let j = 1; j < row!.pinned.length; j++) expect(row!.pinned[j]!).toBeGreaterThanOrEqual(row!.pinned[j - 1]!);
    expect(row!.pinned.at(-1)).toBeGreaterThan(row!.pinned[0]!);
  });

  it('table 6 like for like: boards of any grade, at the sizes of the write-up\'s page, each with its share kept and its checks that ran out', () => {
    expect(minimal.plan(minimal.sizes.full).map((u) => (u.params as { side: number }).side).filter((x, i, a) => a.indexOf(x) === i))
      .toEqual(WRITEUP_HAYSTACK.shipped.map((b) => Number(b.size.split('x')[0])));
    const rows = runInline(minimal).stats as MinimalRow[];
    for (const b of rows.flatMap((r) => r.boards)) {
      expect(b.kept).toBeGreaterThan(0);
      expect(b.kept).toBeLessThan(100);
      expect(HAISU_GRADES).toContain(b.grade);
      expect(b.ranOut).toBeGreaterThanOrEqual(0);
    }
  });
});
