import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../core/rng.ts';
import { parseAnswer, parsePuzzle } from './codec.ts';
import { buildModel, candidateBetween, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import { solve } from './solve.ts';
import { verify } from './verify.ts';
import { grade } from './grade.ts';
import { nextHint } from './hint.ts';
import { plantPuzzle } from './plant.ts';
import { allAnswers } from './brute.ts';
import { toText } from './text.ts';
import { render } from './svg.ts';
import { dataFile } from '../../data/paths.ts';

const DIR = dataFile('stitches');
const PUBLISHED = readdirSync(DIR).filter((f) => f.endsWith('.puzzle.json')).map((f) => {
  const puzzle = parsePuzzle(readFileSync(join(DIR, f), 'utf8'));
  if (!puzzle.ok) throw new Error(`${f}: ${puzzle.error.message}`);
  const answer = parseAnswer(readFileSync(join(DIR, f.replace('.puzzle.', '.answer.')), 'utf8'), puzzle.value);
  if (!answer.ok) throw new Error(`${f}: ${answer.error.message}`);
  return { name: f, puzzle: puzzle.value, answer: answer.value };
});

const key = (a: StitchesAnswer): string[] => a.stitches.map((s) => JSON.stringify([...s].sort())).sort();

describe('published puzzles (5×5 to 20×20, k up to 4)', () => {
  for (const { name, puzzle, answer } of PUBLISHED) {
    it(`${name}: one answer, the published one`, () => {
      expect(verify(puzzle, answer)).toEqual([]);
      const report = solve(puzzle);
      expect(report).toMatchObject({ solutions: 1, unique: true, capped: false, exhausted: false });
      expect(key(report.solution!)).toEqual(key(answer));
      expect(report.nodes).toBeLessThan(100);
      expect(grade(puzzle).rungs.length).toBeGreaterThan(0);
    });
  }
  it('covers every k from 1 to 4', () => {
    expect(new Set(PUBLISHED.map((p) => p.puzzle.k))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('verify', () => {
  const { puzzle, answer } = PUBLISHED.find((p) => p.name.startsWith('puzzlr-7x7'))!;
  const codes = (a: StitchesAnswer) => verify(puzzle, a).map((v) => v.code);
  it('names each broken rule with its cells', () => {
    const [first, ...rest] = answer.stitches;
    const missing = verify(puzzle, { stitches: rest });
    expect(missing.map((v) => v.code)).toEqual(expect.arrayContaining(['pair-count', 'row-count', 'col-count']));
    expect(missing.find((v) => v.code === 'pair-count')!.cells.length).toBeGreaterThan(0);
    expect(codes({ stitches: [...answer.stitches, [[0, 0], [0, 1]]] })).toContain('same-block');
    expect(codes({ stitches: [...rest, [first![0], [first![0][0] + 1, first![0][1] + 1]]] })).toContain('not-adjacent');
    // a second stitch at a cell that already has one
    const m = buildModel(puzzle), w = puzzle.width;
    const placed = new Set(answer.stitches.map(([[r1, c1], [r2, c2]]) => candidateBetween(m, r1 * w + c1, r2 * w + c2)));
    const other = [...Array(m.candCount).keys()].find((x) => !placed.has(x) && answer.stitches.some(([[r1, c1]]) => m.candA[x] === r1 * w + c1 || m.candB[x] === r1 * w + c1))!;
    const extra: [[number, number], [number, number]] = [[Math.floor(m.candA[other]! / w), m.candA[other]! % w], [Math.floor(m.candB[other]! / w), m.candB[other]! % w]];
    const shared = verify(puzzle, { stitches: [...answer.stitches, extra] });
    expect(shared.map((v) => v.code)).toContain('shared-hole');
    expect(shared.find((v) => v.code === 'shared-hole')!.cells.length).toBe(1);
  });

  it('accepts exactly the answers the enumerator finds (random stitch sets on small boards)', () => {
    const rng = Rng.fromSeed('verify');
    let accepted = 0;
    for (let i = 0; i < 300; i++) {
      const planted = plantPuzzle({ width: 4, height: 4 }, 3 + rng.int(3), 1, rng);
      if (!planted) continue;
      const m = buildModel(planted.puzzle);
      // the planted answer, or a random disturbance of it
      const chosen = new Set(planted.answer.stitches.map(([[r1, c1], [r2, c2]]) => candidateBetween(m, r1 * 4 + c1, r2 * 4 + c2)));
      if (rng.float() < 0.5) { const c = rng.int(m.candCount); if (chosen.has(c)) chosen.delete(c); else chosen.add(c); }
      const stitches = [...chosen].map((c): [[number, number], [number, number]] => [[Math.floor(m.candA[c]! / 4), m.candA[c]! % 4], [Math.floor(m.candB[c]! / 4), m.candB[c]! % 4]]);
      const broken = verify(planted.puzzle, { stitches });
      const answers = new Set(allAnswers(planted.puzzle).map((a) => a.join()));
      expect(broken.length === 0).toBe(answers.has([...chosen].sort((a, b) => a - b).join()));
      if (broken.length === 0) accepted++;
    }
    expect(accepted).toBeGreaterThan(50);
  });
});

/** Plays a puzzle by hints alone, from an empty board; returns the stitches drawn. */
function playByHints(puzzle: StitchesPuzzle, answer: StitchesAnswer): number {
  const w = puzzle.width;
  const inAnswer = new Set(answer.stitches.map(([[r1, c1], [r2, c2]]) => [r1 * w + c1, r2 * w + c2].sort((a, b) => a - b).join()));
  const progress = { stitches: [] as [number, number][], marks: new Array<number>(w * puzzle.height).fill(0), ruledOut: [] as [number, number][] };
  for (let steps = 0; steps < 5000; steps++) {
    const hint = nextHint(puzzle, progress);
    if (!hint) break;
    expect(hint.rung).not.toBe('check');
    expect(hint.reason).toMatch(/^[A-Z[].*\.$/);
    const mark = hint.mark!;
    if (mark.kind === 'stitch') {
      expect(inAnswer.has([mark.a, mark.b].sort((a, b) => a - b).join())).toBe(mark.on);
      (mark.on ? progress.stitches : progress.ruledOut).push([mark.a, mark.b]);
    } else progress.marks[mark.cell] = mark.hole ? 1 : 2;
  }
  return progress.stitches.length;
}

describe('hints', () => {
  it('lead from an empty board to the answer, every hint true (published 5×5 and 7×7, k = 2)', () => {
    for (const { puzzle, answer } of PUBLISHED.filter((p) => p.puzzle.width <= 7)) {
      expect(playByHints(puzzle, answer)).toBe(answer.stitches.length);
    }
  });
  it('point out a wrong stitch first', () => {
    const { puzzle, answer } = PUBLISHED.find((p) => p.name.startsWith('puzzlr-5x5'))!;
    const w = puzzle.width;
    const m = buildModel(puzzle);
    const right = new Set(answer.stitches.map(([[r1, c1], [r2, c2]]) => candidateBetween(m, r1 * w + c1, r2 * w + c2)));
    const wrong = [...Array(m.candCount).keys()].find((c) => !right.has(c))!;
    const hint = nextHint(puzzle, { stitches: [[m.candA[wrong]!, m.candB[wrong]!]] });
    expect(hint).toMatchObject({ rung: 'check', mark: { kind: 'stitch', a: m.candA[wrong], b: m.candB[wrong], on: false } });
  });
});

describe('pictures', () => {
  const { puzzle, answer } = PUBLISHED.find((p) => p.name.startsWith('puzzlr-7x7'))!;
  it('text shows margins, borders and threads', () => {
    const text = toText(puzzle, answer).split('\n');
    expect(text).toHaveLength(2 * puzzle.height + 2);
    expect(text[1]!.endsWith(` ${puzzle.rows[0]}`)).toBe(true);
    expect(text.join('\n').match(/o/g)).toHaveLength(2 * answer.stitches.length);
  });
  it('SVG draws every stitch and margin', () => {
    const svg = render(puzzle, answer);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<circle/g)).toHaveLength(2 * answer.stitches.length);
    expect(svg.match(/<text/g)).toHaveLength(puzzle.rows.length + puzzle.cols.length);
  });
});
