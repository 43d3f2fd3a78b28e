import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLadder } from '../core/ladder.ts';
import { Rng } from '../core/rng.ts';
import { parsePuzzle } from './codec.ts';
import { gradeBoard, HAISU_SCALE } from './grade.ts';
import { compileBoard } from './model.ts';
import { randomBoard } from './random-board.ts';
import { RUNGS } from './rungs/index.ts';
import { countWalks } from './solve.ts';
import { HaisuState } from './state.ts';
import { toSvg } from './svg.ts';
import { toText } from './text.ts';
import { dataFile } from '../../data/paths.ts';

const DIR = dataFile('haisu');

describe('haisu grade, text and svg', () => {
  it('grades by the shortest ladder prefix that finishes the walk, and that walk is the only one', () => {
    expect(HAISU_SCALE.gradeOfPrefix).toHaveLength(RUNGS.length);
    const rng = Rng.fromSeed('grades');
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const { puzzle } = randomBoard({ width: 5, height: 5, regions: 6, numbered: 0.8, truth: 'ordinal' }, rng);
      const b = compileBoard(puzzle);
      const g = gradeBoard(b);
      seen.add(g.grade);
      const walks = countWalks(b, { maxSolutions: 2 }).walks;
      if (g.grade === HAISU_SCALE.beyond) continue;
      expect(walks).toBe(1);
      const prefix = RUNGS.slice(0, g.rungs.length);
      const s = new HaisuState(b);
      expect(runLadder(s, prefix) && s.complete).toBe(true);
      if (prefix.length > 1) {
        const shorter = new HaisuState(b);
        expect(runLadder(shorter, prefix.slice(0, -1)) && shorter.complete).toBe(false);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
  it('draws boards as text and SVG', () => {
    const p = parsePuzzle(readFileSync(join(DIR, 'penpa-haisu2-4x4.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const path = (JSON.parse(readFileSync(join(DIR, 'penpa-haisu2-4x4.answer.json'), 'utf8')) as { path: [number, number][] }).path;
    const text = toText(p.value);
    expect(text).toMatch(/S/);
    expect(text).toMatch(/G/);
    expect(text.split('\n').filter(Boolean)).toHaveLength(9);
    expect(toText(p.value, path)).toMatch(/16/);
    const svg = toSvg(p.value, path);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<text/g)).toHaveLength(2 + p.value.numbers.length);
    expect(svg).toMatch(/<polyline/);
    expect(toSvg(p.value)).not.toMatch(/<polyline/);
  });
});
