import { describe, expect, it } from 'vitest';
import { branchAndBound } from '../../src/edgematch/research.ts';
import { runInline } from '../pipeline/inline.ts';
import { experiment, naiveBand, type NaiveRow } from './naive.ts';

describe('bandsaw-naive experiment (quick: the 6x6 set, 2 rows)', () => {
  it("proves the band's optimum, which the naive search confirms: a filling at the optimum, none below it", () => {
    const [row] = runInline(experiment).stats as NaiveRow[];
    expect(row!.optimum).not.toBeNull();
    expect(row!.capped).toBe(false);
    const band = naiveBand(row!.set, row!.rows);
    expect(branchAndBound(band, Infinity, row!.optimum! + 1).best).toBe(row!.optimum);
    expect(branchAndBound(band, Infinity, row!.optimum!).best).toBeNull();
    // the naive tree of the last round is the larger walk
    expect(row!.naiveNodes).toBeGreaterThan(row!.bandsawNodes);
  });
});
