import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFile } from '../../data/paths.ts';
import { parseBoard, parseInstance, scoreBoard, verifyBoard } from '../../src/edgematch/research.ts';
import { describe, expect, it } from 'vitest';
import { runInline } from '../pipeline/inline.ts';
import { experiment, type ScanRow } from './scan.ts';

describe('e2-scan experiment', { timeout: 120_000 }, () => {
  it("quick size: every seed ends on a whole board, its checkpoint scores never fall and end at its score, and a seed gives the same row again", () => {
    const rows = runInline(experiment).stats as ScanRow[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const held = row.scores.filter((s): s is number => s !== null);
      for (let i = 1; i < held.length; i++) expect(held[i]!).toBeGreaterThanOrEqual(held[i - 1]!);
      expect(held.at(-1)).toBe(row.score);
      expect(row.cells.every((c) => c !== null)).toBe(true);
    }
    expect(runInline(experiment).stats).toEqual(rows);
  });
});

describe('the committed best board', () => {
  it('uses every official piece once, keeps the frame, and scores what its run recorded', () => {
    const root = join(import.meta.dirname, '..', '..');
    const board = parseBoard(readFileSync(join(root, 'experiments', 'e2-scan.board.json'), 'utf8'));
    if (!board.ok) throw new Error(board.error.message);
    const official = parseInstance(readFileSync(dataFile('edgematch', 'e2_official_16x16.txt'), 'utf8'));
    if (!official.ok) throw new Error(official.error.message);
    expect(board.value.pieces).toEqual(official.value.pieces);
    expect(verifyBoard(board.value)).toEqual([]);
    expect(new Set(board.value.cells.map((c) => c![0])).size).toBe(256);
    const run = JSON.parse(readFileSync(join(root, 'experiments', 'e2-scan.run.json'), 'utf8')) as { score: number; trace: { score: number }[] };
    expect(scoreBoard(board.value).score).toBe(run.score);
    expect(run.trace.at(-1)!.score).toBe(run.score);
  });
});
