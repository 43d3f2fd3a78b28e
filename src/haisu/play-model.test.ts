import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileBoard, haisu, parseAnswer, parsePuzzle, verify, type Board, type HaisuPuzzle } from './index.ts';
import { check, EMPTY, isMoveFor, LINE, NO_LINE, readWalk, WalkBoard, type GapMark, type Move } from './play-model.ts';
import { dataFile } from '../../data/paths.ts';

// The published puzzles that come with answers, answers as cell ids.
const DIR = dataFile('haisu');
const published = readdirSync(DIR).filter((f) => f.endsWith('.answer.json')).map((f) => {
  const p = parsePuzzle(readFileSync(join(DIR, f.replace('.answer.', '.puzzle.')), 'utf8'));
  const a = parseAnswer(readFileSync(join(DIR, f), 'utf8'));
  if (!p.ok || !a.ok) throw new Error(f);
  return { name: f, puzzle: p.value, path: a.value.path.map(([r, c]) => r * p.value.width + c) };
});
const small = published.find((p) => p.puzzle.width === 5)!;

/** Every walk from S to G through every cell, numbers ignored (a plain depth-first search). */
function allWalks(b: Board): number[][] {
  const out: number[][] = [];
  const seen = new Uint8Array(b.size);
  const path: number[] = [];
  const step = (c: number): void => {
    seen[c] = 1;
    path.push(c);
    if (path.length === b.size) { if (c === b.goal) out.push(path.slice()); }
    else if (c !== b.goal) for (let d = 0; d < 4; d++) { const n = b.nb[4 * c + d]!; if (n >= 0 && !seen[n]) step(n); }
    seen[c] = 0;
    path.pop();
  };
  step(b.start);
  return out;
}

const cellsOf = (p: HaisuPuzzle, path: number[]) => ({ path: path.map((c): [number, number] => [Math.floor(c / p.width), c % p.width]) });
const lineMoves = (path: number[]): Move => ({ t: 'reset', path });

describe('the play board of Haisu', () => {
  it('is solved by each published answer, and not once a line is missing', () => {
    expect(published.length).toBeGreaterThanOrEqual(4);
    for (const { puzzle, path } of published) {
      const b = compileBoard(puzzle);
      const wb = new WalkBoard(b, [lineMoves(path)]);
      const r = readWalk(wb);
      expect(r.solved).toBe(true);
      expect(r.walk).toEqual(path);
      expect(check(wb, r, path)).toEqual({ branches: [], rings: [], wrongNumbers: [], uncovered: [], wrongTotals: [], wrongLines: [], wrongMarks: [] });
      const i = Math.floor(path.length / 2);
      wb.apply({ t: 'set', gaps: [[path[i]!, path[i + 1]!, EMPTY]] });
      expect(readWalk(wb).solved).toBe(false);
      expect(readWalk(wb).walk).toEqual(path.slice(0, i + 1));
    }
  });

  it('names the numbers every walk passes on the wrong entry, as verify does, on whole walks and their first steps', () => {
    const b = compileBoard(small.puzzle);
    const walks = allWalks(b);
    expect(walks.length).toBe(104); // 5×5 corner to corner (OEIS A001184)
    const at = (p: HaisuPuzzle, [r, c]: [number, number]) => r * p.width + c;
    for (const walk of walks) {
      const broken = verify(small.puzzle, cellsOf(small.puzzle, walk));
      const wrong = broken.filter((v) => v.code === 'wrong-visit').map((v) => at(small.puzzle, v.cells[0]!));
      const whole = readWalk(new WalkBoard(b, [lineMoves(walk)]));
      expect(whole.wrongNumbers.slice().sort()).toEqual(wrong.slice().sort());
      expect(whole.solved).toBe(broken.length === 0);
      const cut = 1 + (walk[3]! % (walk.length - 1));
      const part = readWalk(new WalkBoard(b, [lineMoves(walk.slice(0, cut))]));
      expect(part.walk).toEqual(walk.slice(0, cut));
      expect(part.wrongNumbers.sort()).toEqual(wrong.filter((c) => walk.indexOf(c) < cut).sort());
      expect(part.uncovered).toEqual([]);
    }
    expect(walks.filter((w) => readWalk(new WalkBoard(b, [lineMoves(w)])).solved)).toEqual([small.path]);
  });

  it('finds branches and rings in any set of lines, as counting degrees and cycles says', () => {
    const b = compileBoard(small.puzzle);
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: b.edgeCount - 1 }), { maxLength: 30 }), (edges) => {
      const wb = new WalkBoard(b, [{ t: 'set', gaps: edges.map((e): [number, number, GapMark] => [b.edgeA[e]!, b.edgeB[e]!, LINE]) }]);
      const r = readWalk(wb);
      const deg = new Array<number>(b.size).fill(0);
      for (const e of edges) { deg[b.edgeA[e]!]!++; deg[b.edgeB[e]!]!++; }
      expect(r.branches).toEqual(deg.flatMap((d, c) => (d > (c === b.start || c === b.goal ? 1 : 2) ? [c] : [])));
      // a cycle exists exactly when some component has as many lines as cells
      const parent = Array.from({ length: b.size }, (_, i) => i);
      const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
      let cyclic = false;
      for (const e of edges) {
        const x = find(b.edgeA[e]!), y = find(b.edgeB[e]!);
        if (x === y) cyclic = true;
        else parent[x] = y;
      }
      expect(r.rings.length > 0).toBe(cyclic);
      for (const c of r.rings) expect(deg[c]).toBeGreaterThanOrEqual(2);
      expect(r.solved).toBe(false);
    }), { numRuns: 300 });
  });

  it('check names lines off the answer, "no line" marks on it, and cells left out once the walk reaches G', () => {
    const { puzzle, path } = small;
    const b = compileBoard(puzzle);
    // the first line the answer does not use at S's neighbour, and a mark on the answer's first gap
    const wb = new WalkBoard(b, [lineMoves(path.slice(0, 3))]);
    const offAnswer = [b.nb[4 * path[2]! + 0]!, b.nb[4 * path[2]! + 1]!, b.nb[4 * path[2]! + 2]!, b.nb[4 * path[2]! + 3]!]
      .find((n) => n >= 0 && n !== path[1] && n !== path[3])!;
    wb.apply({ t: 'set', gaps: [[path[2]!, offAnswer, LINE], [path[5]!, path[6]!, NO_LINE]] });
    const r = readWalk(wb);
    const c = check(wb, r, path);
    expect(c.wrongLines).toEqual([[Math.min(path[2]!, offAnswer), Math.max(path[2]!, offAnswer)]]);
    expect(c.wrongMarks).toEqual([[Math.min(path[5]!, path[6]!), Math.max(path[5]!, path[6]!)]]);
    expect(c.branches).toEqual([]);
    expect(check(wb, r, null).wrongLines).toEqual([]);
    // a walk that runs to G early leaves cells uncovered: up the left column, then along the top row
    expect([puzzle.start, puzzle.goal]).toEqual([[4, 0], [0, 4]]);
    const early = [20, 15, 10, 5, 0, 1, 2, 3, 4];
    const viaEdge = new WalkBoard(b, [lineMoves(early)]);
    const er = readWalk(viaEdge);
    expect(er.walk).toEqual(early);
    expect(er.uncovered).toEqual(Array.from({ length: 25 }, (_, i) => i).filter((i) => !early.includes(i)));
    expect(check(viaEdge, er, path).uncovered).toEqual(er.uncovered);
    viaEdge.apply({ t: 'reset', path: [] });
    expect(viaEdge.blank).toBe(true);
  });

  it('replays any list of moves to the same board as applying them one by one', () => {
    const b = compileBoard(small.puzzle);
    const gap = fc.record({ e: fc.integer({ min: 0, max: b.edgeCount - 1 }), v: fc.constantFrom<GapMark>(EMPTY, LINE, NO_LINE) })
      .map(({ e, v }): [number, number, GapMark] => [b.edgeA[e]!, b.edgeB[e]!, v]);
    const move = fc.oneof(
      fc.array(gap, { minLength: 1, maxLength: 5 }).map((gaps): Move => ({ t: 'set', gaps })),
      fc.integer({ min: 0, max: small.path.length }).map((n): Move => ({ t: 'reset', path: small.path.slice(0, n) })),
    );
    const valid = isMoveFor(b);
    fc.assert(fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
      const live = new WalkBoard(b);
      for (const m of moves) { expect(valid(m)).toBe(true); live.apply(m); }
      expect(new WalkBoard(b, JSON.parse(JSON.stringify(moves)) as Move[]).gap).toEqual(live.gap);
    }), { numRuns: 200 });
  });

  it('refuses saved moves that do not fit the board, and never throws on junk', () => {
    const b = compileBoard(small.puzzle);
    const valid = isMoveFor(b);
    for (const bad of [null, 2, 'set', {}, { t: 'set' }, { t: 'set', gaps: [[0, 2, 1]] }, { t: 'set', gaps: [[0, 1, 3]] },
      { t: 'set', gaps: [[-1, 0, 1]] }, { t: 'set', gaps: [[0, 1]] }, { t: 'reset', path: [0, 6] }, { t: 'reset', path: [0, 25] },
      { t: 'reset', path: 'all' }, { t: 'other' }]) {
      expect(valid(bad)).toBe(false);
    }
    fc.assert(fc.property(fc.anything(), (x) => { valid(x); }));
  });
});

describe('the genre play model (what the play page plays through)', () => {
  it('lays the walk, finds it solved and clean, names a "no line" mark on it, carries a hint out, and clears the board', () => {
    const { puzzle, path } = small;
    const play = haisu.play;
    const wb = play.open(puzzle).replay([]);
    expect(play.blank(wb)).toBe(true);
    play.apply(wb, play.reset(path));
    expect(play.solved(wb)).toBe(true);
    expect(play.check(wb, path).findings.filter(([n]) => n > 0)).toEqual([]);
    const mark = play.hintMove(wb, { a: path[0]!, b: path[1]!, mark: NO_LINE });
    expect(mark).toEqual({ t: 'set', gaps: [[path[0], path[1], NO_LINE]] });
    play.apply(wb, mark);
    expect(play.solved(wb)).toBe(false);
    expect(play.check(wb, path).findings).toContainEqual([1, '"no line" mark where the walk goes', '"no line" marks where the walk goes']);
    play.apply(wb, play.reset(null));
    expect(play.blank(wb)).toBe(true);
  });
});
