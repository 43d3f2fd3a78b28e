import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { parsePuzzle } from './codec.ts';
import { dfsCount, dfsWalks } from './dfs.ts';
import { haisu } from './index.ts';
import { compileBoard, type Reading } from './model.ts';
import { randomBoard, smallBoards } from './random-board.ts';
import { countWalks, SOLVE_ENDGAME_GAPS } from './solve.ts';
import { runLadder } from '../core/ladder.ts';
import { HaisuState } from './state.ts';
import { EXTRA, SEARCH_RUNGS } from './rungs/index.ts';
import { dataFile } from '../../data/paths.ts';

const PUZZLES = dataFile('haisu');
const READINGS: Reading[] = ['ordinal', 'cardinal'];

describe('haisu solver against brute force', () => {
  it('gives the first two walks it finds when it counts to two: different, and each a walk the plain DFS finds', () => {
    const rng = Rng.fromSeed('haisu second walk');
    let seen = 0;
    for (const options of smallBoards('haisu second walk boards', 400)) {
      const { puzzle } = randomBoard(options, rng);
      const walks = new Set<string>();
      dfsCount(compileBoard(puzzle), Number.POSITIVE_INFINITY, (cells) => { walks.add(cells.join()); });
      const report = haisu.solve(puzzle);
      if (walks.size < 2) {
        expect(report.second).toBeNull();
        continue;
      }
      seen++;
      const ids = (path: readonly (readonly [number, number])[]) => path.map(([r, c]) => r * puzzle.width + c).join();
      expect(ids(report.second!.path)).not.toBe(ids(report.solution!.path));
      expect(walks.has(ids(report.solution!.path))).toBe(true);
      expect(walks.has(ids(report.second!.path))).toBe(true);
      expect(haisu.verify(puzzle, report.second!)).toEqual([]);
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('counts the same walks as a plain DFS on 2,000 random boards up to 5×5, under both readings', () => {
    const rng = Rng.fromSeed('haisu brute force');
    let compared = 0, withWalks = 0, multi = 0;
    for (const options of smallBoards('haisu brute force boards', 2000)) {
      const { puzzle } = randomBoard(options, rng);
      for (const reading of READINGS) {
        const b = compileBoard(puzzle, reading);
        const want = dfsCount(b);
        const got = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000 });
        expect(got.exhausted).toBe(false);
        expect(got.walks, `${JSON.stringify(puzzle)} ${reading}`).toBe(want);
        compared++;
        if (want > 0) withWalks++;
        if (want > 1) multi++;
      }
    }
    expect(compared).toBe(4000);
    // the stream is not degenerate: plenty of boards with one walk, several, and none
    expect(withWalks).toBeGreaterThan(1000);
    expect(multi).toBeGreaterThan(200);
    expect(compared - withWalks).toBeGreaterThan(500);
  });
});

describe('the rungs offered by id only', () => {
  it('leave the search counting what a plain DFS counts, and act during it, under both readings', () => {
    const rng = Rng.fromSeed('haisu extra rungs');
    // first in the ladder, so that they act before the default rungs (on boards this small,
    // label, corridor and local leave them nothing; on the published 18×18 they do act)
    const rungs = [...EXTRA, ...SEARCH_RUNGS];
    const acted: Record<string, number> = {};
    for (const options of smallBoards('haisu extra rung boards', 400)) {
      const { puzzle } = randomBoard({ ...options, width: Math.max(3, options.width), height: Math.max(3, options.height) }, rng);
      for (const reading of READINGS) {
        const b = compileBoard(puzzle, reading);
        const got = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000, rungs });
        expect(got.walks, `${JSON.stringify(puzzle)} ${reading}`).toBe(dfsCount(b));
        for (const r of EXTRA) acted[r.id] = (acted[r.id] ?? 0) + (got.log[r.id]! > 0 ? 1 : 0);
      }
    }
    // loop and capacity only ever prune (their log stays 0; prune.test.ts shows them at work)
    expect(acted['pocket']).toBeGreaterThan(20);
  });
});

describe('the endgame (degree alone once few gaps are open)', () => {
  it('counts the same walks as a plain DFS on 1,000 random boards up to 5×5, under both readings', () => {
    const rng = Rng.fromSeed('haisu endgame');
    let compared = 0, withWalks = 0;
    for (const options of smallBoards('haisu endgame boards', 1000)) {
      const { puzzle } = randomBoard(options, rng);
      for (const reading of READINGS) {
        const b = compileBoard(puzzle, reading);
        // a threshold inside the range of these boards' gaps, so both ladders run
        const got = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000, endgameGaps: Math.floor(b.edgeCount / 2), skipDeadEnds: true });
        const want = dfsCount(b);
        expect(got.walks, `${JSON.stringify(puzzle)} ${reading}`).toBe(want);
        compared++;
        if (want > 0) withWalks++;
      }
    }
    expect(withWalks).toBeGreaterThan(500);
    expect(compared).toBe(2000);
  });

  it('runs no rung but degree past the root once every gap counts as few: the others decide only what the root ladder does', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'penpa-haisu3-8x8.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const b = compileBoard(p.value);
    const root = new HaisuState(b), atRoot: Record<string, number> = {};
    expect(runLadder(root, SEARCH_RUNGS, atRoot)).toBe(true);
    const all = countWalks(b, { maxSolutions: 2, endgameGaps: b.edgeCount });
    const none = countWalks(b, { maxSolutions: 2 });
    expect(all.walks).toBe(1);
    expect(all.first).toEqual(none.first);
    for (const r of SEARCH_RUNGS) if (r.id !== 'degree') expect(all.log[r.id] ?? 0, r.id).toBe(atRoot[r.id] ?? 0);
    // and without the endgame they act during the search
    expect(none.log['label']!).toBeGreaterThan(atRoot['label'] ?? 0);
  });

  it('starts on the published 8×8 at its first steps: past the root the costly rungs (label, corridor, local) decide nothing more there', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'penpa-haisu3-8x8.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const root = new HaisuState(compileBoard(p.value)), atRoot: Record<string, number> = {};
    expect(runLadder(root, SEARCH_RUNGS, atRoot)).toBe(true);
    // the root leaves more gaps open than the bound, so its full ladder is the search's
    expect(root.undecided).toBeGreaterThan(SOLVE_ENDGAME_GAPS);
    const solved = haisu.solve(p.value, { maxSolutions: 2 });
    expect(solved.unique).toBe(true);
    for (const id of ['label', 'corridor', 'local']) expect(solved.rungs[id] ?? 0, id).toBe(atRoot[id] ?? 0);
  });

  it('is what solving uses: on the published 8×8 the rungs beyond degree run at fewer nodes than without it', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'penpa-haisu3-8x8.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const b = compileBoard(p.value);
    const solved = haisu.solve(p.value, { maxSolutions: 2 });
    const same = countWalks(b, { maxSolutions: 2, skipDeadEnds: true, endgameGaps: SOLVE_ENDGAME_GAPS });
    const without = countWalks(b, { maxSolutions: 2, skipDeadEnds: true });
    expect(solved.nodes).toBe(same.nodes);
    expect(solved.nodes).not.toBe(without.nodes);
    expect(same.log['label']!).toBeLessThan(without.log['label']!);
  });
});

describe('haisu solver on published boards', () => {
  const names = readdirSync(PUZZLES).filter((f) => f.endsWith('.puzzle.json')).map((f) => f.replace('.puzzle.json', ''));
  for (const name of names.filter((n) => !n.includes('18x18'))) {
    it(`finds the one answer of ${name}`, () => {
      const p = parsePuzzle(readFileSync(join(PUZZLES, `${name}.puzzle.json`), 'utf8'));
      if (!p.ok) throw new Error(p.error.message);
      const r = haisu.solve(p.value, { maxSolutions: 2 });
      expect(r.unique).toBe(true);
      const answer = JSON.parse(readFileSync(join(PUZZLES, `${name}.answer.json`), 'utf8')) as { path: number[][] };
      expect(r.solution!.path).toEqual(answer.path);
    });
  }
  it('is deterministic: the same board and budget give the same report', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'noqx-9x9.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const a = haisu.solve(p.value, { nodeBudget: 10 }), b = haisu.solve(p.value, { nodeBudget: 10 });
    expect(a).toEqual(b);
    expect(a.exhausted).toBe(true);
    expect(haisu.solve(p.value, { rungs: ['degree'] }).solution).toEqual(haisu.solve(p.value).solution);
  });
  it('stops at the node budget on the 18×18 board and says the count is a floor', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'penpa-haisu1-18x18.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const r = haisu.solve(p.value, { nodeBudget: 200 });
    expect(r.exhausted).toBe(true);
    expect(r.unique).toBe(false);
    expect(r.nodes).toBe(201);
    // the pocket rung finds things there the default rungs miss, though not enough to finish
    const extra = countWalks(compileBoard(p.value), { nodeBudget: 2_000, rungs: [...SEARCH_RUNGS, ...EXTRA.filter((r) => r.id === 'pocket')] });
    expect(extra.exhausted).toBe(true);
    expect(extra.log['pocket']).toBeGreaterThan(0);
  });
});

describe('lines given before the search', () => {
  it('keep every walk through them and none that avoids one, on 300 random boards', () => {
    const rng = Rng.fromSeed('haisu given lines');
    let checked = 0, narrowed = 0;
    for (const options of smallBoards('haisu given lines boards', 300)) {
      const { puzzle } = randomBoard(options, rng);
      const b = compileBoard(puzzle);
      const all = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000 });
      if (all.walks === 0 || !all.first || all.first.length < 3) continue;
      // a step of the first walk, as a line: the walks a plain DFS finds using it, either way
      const i = rng.int(all.first.length - 1);
      const step = [all.first[i]!, all.first[i + 1]!] as const;
      const through = countWalks(b, { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000, given: [step] });
      expect(through.walks).toBeGreaterThanOrEqual(1);
      let want = 0;
      dfsWalks(b, { onWalk: (cells) => { for (let j = 0; j + 1 < cells.length; j++) if ((cells[j] === step[0] && cells[j + 1] === step[1]) || (cells[j] === step[1] && cells[j + 1] === step[0])) want++; } });
      expect(through.walks).toBe(want);
      expect(through.deepest.length).toBeLessThanOrEqual(b.size);
      expect(through.deepest[0]).toBe(b.start);
      checked++;
      if (through.walks < all.walks) narrowed++;
    }
    expect(checked).toBeGreaterThan(100);
    // boards where the line rules walks out, so a solver ignoring it would fail
    expect(narrowed).toBeGreaterThan(10);
  });

  it('leave no walk when they are not neighbours or break a rule', () => {
    const p = parsePuzzle(readFileSync(join(PUZZLES, 'noqx-7x7.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const b = compileBoard(p.value);
    expect(countWalks(b, { given: [[0, 2]] }).walks).toBe(0);
    // three lines at one cell
    expect(countWalks(b, { given: [[8, 1], [8, 7], [8, 9]] }).walks).toBe(0);
  });
});
