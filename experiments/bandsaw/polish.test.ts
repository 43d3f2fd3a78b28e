import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoard, serializeBoard } from '../../src/edgematch/research.ts';
import { runCli } from '../../tests/run-cli.ts';
import { BOARD_FILE, SCAN_START_BOARD_FILE, bestRow, experiment, scanStartExperiment, setBoard, type PolishRow, type ScanStartRow } from './polish.ts';
import { notes } from './notes.ts';
import { DEFAULT_SETTINGS, solveBoard } from '../../src/edgematch/research.ts';
import { runInline } from '../pipeline/inline.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const cliScore = (file: string) => {
  const r = runCli(['score', file, '--json']);
  expect(r.status).toBe(0); // a legal board: no piece twice, the frame kept
  return JSON.parse(r.stdout) as { score: number; violations: unknown[] };
};

describe('bandsaw-polish experiment', { timeout: 120_000 }, () => {
  it("quick size: polishing strictly improves the fill of Brendan's 6x6 set, settles with every band proven, and the board scores as claimed", () => {
    const [row] = runInline(experiment).stats as PolishRow[];
    expect(row!.score).toBeGreaterThan(row!.fill);
    expect([row!.stop, row!.proven]).toEqual(['settled', row!.bands]);
    expect(row!.improved).toBeGreaterThan(0);
    const file = join(mkdtempSync(join(tmpdir(), 'polish-')), 'board.json');
    writeFileSync(file, serializeBoard({ ...setBoard(row!.set), cells: row!.cells }));
    expect(cliScore(file).score).toBe(row!.score);
    // the same seed gives the same board
    expect((runInline(experiment).stats as PolishRow[])[0]!.cells).toEqual(row!.cells);
  });

  it('quick size, started the write-up\'s way: the polishing starts from the scan backtracker\'s board, and the notes set both starts beside 437', () => {
    const [row] = runInline(scanStartExperiment).stats as ScanStartRow[];
    const scanned = solveBoard(setBoard(row!.set), { ...DEFAULT_SETTINGS, seed: row!.seed, maxNodes: row!.scanNodes });
    expect(row!.fill).toBe(scanned.score);
    expect(row!.score).toBeGreaterThanOrEqual(row!.fill);
    const [greedy] = runInline(experiment).stats as PolishRow[];
    // the searched start is already better than the greedy fill
    expect(row!.fill).toBeGreaterThan(greedy!.fill);
    const page = notes({ 'bandsaw-polish': [greedy], 'bandsaw-polish-scan': [row] }, {});
    expect(page).toContain("### The write-up's 437, like for like");
    expect(page).toContain(`| greedy row fill (bandsaw-polish) | 1 | ${greedy!.fill} | ${greedy!.score} |`);
    expect(page).toContain("| the write-up's frame-free board |  |  | 437 |");
  });

  it.each([['bandsaw-polish', BOARD_FILE], ['bandsaw-polish-scan', SCAN_START_BOARD_FILE]])('the committed full-size board of %s is the best one in stats.json, and puzzlelab score gives its reported score', (name, file) => {
    const rows = (JSON.parse(readFileSync(join(ROOT, 'experiments/stats.json'), 'utf8')) as Record<string, PolishRow[]>)[name];
    if (!rows) { expect(existsSync(join(ROOT, file))).toBe(false); return; }
    const best = bestRow(rows);
    const board = parseBoard(readFileSync(join(ROOT, file), 'utf8'));
    if (!board.ok) throw new Error(board.error.message);
    expect(board.value.cells).toEqual(best.cells);
    expect(cliScore(join(ROOT, file)).score).toBe(best.score);
  });
});
