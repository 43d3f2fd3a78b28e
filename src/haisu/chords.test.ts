import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFile } from '../../data/paths.ts';
import { Rng } from '../core/rng.ts';
import { chordTargets } from './chords.ts';
import { parsePuzzle } from './codec.ts';
import { dfsCount } from './dfs.ts';
import { compileBoard, type HaisuPuzzle } from './model.ts';
import { randomBoard, smallBoards } from './random-board.ts';
import { countWalks } from './solve.ts';

const published = (stem: string): HaisuPuzzle => {
  const r = parsePuzzle(readFileSync(join(dataFile('haisu'), `${stem}.puzzle.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('chords first (search order)', () => {
  it('targets the entries with two or more written cells, widest first', () => {
    const b = compileBoard(published('penpa-haisu1-18x18'));
    const t = chordTargets(b);
    // the block's entries 6 ([3,14] to [15,2]), 5, 8, 3, 7; entries written once are no target
    expect(t.map((x) => x.entry)).toEqual([6, 5, 8, 3, 7]);
    expect(t[0]!.cells).toEqual([3 * 18 + 14, 15 * 18 + 2]);
    expect(chordTargets(compileBoard(published('penpa-haisu1-18x18'), 'cardinal'))).toEqual([]);
  });

  it('counts what a plain DFS counts on 1,500 random boards, under both readings', () => {
    const rng = Rng.fromSeed('haisu chords order');
    let branched = 0;
    for (const options of smallBoards('haisu chords boards', 1500)) {
      const { puzzle } = randomBoard(options, rng);
      for (const reading of ['ordinal', 'cardinal'] as const) {
        const b = compileBoard(puzzle, reading);
        const got = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000, order: 'chords' });
        expect(got.exhausted).toBe(false);
        expect(got.walks, `${JSON.stringify(puzzle)} ${reading}`).toBe(dfsCount(b));
        if (chordTargets(b).length > 0) branched++;
      }
    }
    // the order acts: many boards have an entry written twice or more
    expect(branched).toBeGreaterThan(300);
  });

  it('finds the same one walk of the published boards as the walk order', () => {
    for (const stem of ['noqx-7x7', 'penpa-haisu3-8x8', 'noqx-9x9']) {
      const b = compileBoard(published(stem));
      const walk = countWalks(b);
      const chords = countWalks(b, { order: 'chords' });
      expect(chords.walks, stem).toBe(1);
      expect(chords.capped || chords.exhausted).toBe(false);
      expect(chords.first).toEqual(walk.first);
    }
  });
});
