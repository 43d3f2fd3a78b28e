import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './codec.ts';
import { nextHint, type HaisuProgress } from './hint.ts';
import type { Cell } from './model.ts';
import { dataFile } from '../../data/paths.ts';

const DIR = dataFile('haisu');

describe('haisu hints', () => {
  it('leads a player through a published board one true step at a time', () => {
    const p = parsePuzzle(readFileSync(join(DIR, 'pzprjs-test-5x5.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const { path } = JSON.parse(readFileSync(join(DIR, 'pzprjs-test-5x5.answer.json'), 'utf8')) as { path: Cell[] };
    const onPath = new Set(path.slice(1).map((c, k) => [path[k]!, c].map(([r, cc]) => r * 5 + cc).sort((a, b) => a - b).join('-')));
    const progress: HaisuProgress = { lines: [], cuts: [] };
    let steps = 0;
    for (;;) {
      const h = nextHint(p.value, progress);
      if (h.kind === 'done') break;
      expect(h.kind === 'line' || h.kind === 'cut', h.reason).toBe(true);
      if (h.kind !== 'line' && h.kind !== 'cut') break;
      const key = h.cells.map(([r, c]) => r * 5 + c).sort((a, b) => a - b).join('-');
      expect(onPath.has(key), h.reason).toBe(h.kind === 'line');
      expect(h.reason).toMatch(/^(draw a line|cross out)/);
      (h.kind === 'line' ? progress.lines : progress.cuts).push(h.cells);
      steps++;
    }
    expect(progress.lines).toHaveLength(24);
    expect(steps).toBeGreaterThan(24);
  });
  it('points at a mark that breaks a rule', () => {
    const p = parsePuzzle(readFileSync(join(DIR, 'penpa-haisu2-4x4.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const h = nextHint(p.value, { lines: [[[0, 0], [0, 1]], [[0, 0], [1, 0]], [[0, 1], [1, 1]], [[1, 0], [1, 1]]], cuts: [] });
    expect(h.kind).toBe('mistake');
    expect(nextHint(p.value, { lines: [[[0, 0], [2, 2]]], cuts: [] }).kind).toBe('mistake');
  });
});
