import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { runCli } from './run-cli.ts';
import { defaultBlocks, offeredBlocks, puzzleFromSeedId, toId } from '../src/stitches/index.ts';
import { batchProgress } from '../src/cli/verbs/generate-batch.ts';
import { progressLine } from '../src/node/progress-line.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'puzzlelab.mjs');

/**
 * (seed id, puzzle id) pairs written when they were first generated: each must still come out
 * the same. None asks for a grade, so a stronger ladder (which regrades) does not move them.
 * The first ten are version 1 ids (no `v` token, made before seeding was versioned): they must
 * keep naming the puzzles they named; the rest are the same seeds and settings at version 2.
 */
const PINNED = JSON.parse(readFileSync(join(import.meta.dirname, 'stitches-generate-ids.json'), 'utf8')) as { seedId: string; id: string }[];

const oneLine = (stderr: string) => expect(stderr.trim().split('\n')).toHaveLength(1);

describe('puzzlelab generate stitches', () => {
  it('prints byte-identical batches for the same seed in two processes', () => {
    const args = ['generate', 'stitches', '--size', '8x8', '--blocks', '8', '--seed', 'twice', '--count', '3', '--margins', 'minimal', '--json'];
    const first = runCli(args), second = runCli(args);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim().split('\n')).toHaveLength(3);
    expect(second.stdout).toBe(first.stdout);
    const lines = first.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: string; seed: string; grade: string });
    expect(lines.map((l) => l.seed)).toEqual(['twice', 'twice/2', 'twice/3']);
    // the second puzzle of the batch is the one its own seed makes alone
    const alone = runCli(['generate', 'stitches', '--size', '8x8', '--blocks', '8', '--seed', 'twice/2', '--margins', 'minimal', '--json']);
    expect((JSON.parse(alone.stdout) as { id: string }).id).toBe(lines[1]!.id);
  });

  it('still reproduces the pinned (seed, settings, puzzle id) list', () => {
    expect(PINNED.filter((p) => !p.seedId.includes(',v')).length).toBe(10);
    expect(PINNED.filter((p) => p.seedId.includes(',v2#')).length).toBe(10);
    for (const { seedId, id } of PINNED) {
      const made = puzzleFromSeedId(seedId);
      // a seed id is held to generate's settings before any work (issue 35): the re-measured table
      // no longer offers 5 blocks at 8x8 k=2, so those two ids are refused, naming the counts it offers
      if (seedId.startsWith('stitches:8x8k2b5,')) expect(!made.ok && made.error.message, seedId).toMatch(/blocks: 3\.\.4/);
      else expect(made.ok && toId(made.value), seedId).toBe(id);
    }
    // and through the command line, which must agree with the library
    const [{ seedId, id }] = PINNED as [{ seedId: string; id: string }];
    const solved = runCli(['solve', seedId, '--json']);
    expect(solved.status, solved.stderr).toBe(0);
    const graded = runCli(['grade', id, '--json']), gradedBySeed = runCli(['grade', seedId, '--json']);
    expect(gradedBySeed.stdout).toBe(graded.stdout);
    const current = PINNED.at(-1)!;
    const solvedNow = runCli(['solve', current.seedId, '--json']), solvedExact = runCli(['solve', current.id, '--json']);
    expect(solvedNow.stdout).toBe(solvedExact.stdout);
    // a version this code does not know is refused in one line that names it
    const future = runCli(['solve', 'stitches:6x6k1b6,v9#rainy-day']);
    expect(future.status).toBe(2);
    oneLine(future.stderr);
    expect(future.stderr).toMatch(/generator version 9/);
  });

  it('writes a generated line that solve reads back, with a unique answer and the same grade', () => {
    const made = runCli(['generate', 'stitches', '--size', '6x6', '--blocks', '6', '--seed', 'back', '--json']);
    const line = JSON.parse(made.stdout) as { id: string; grade: string };
    const file = join(mkdtempSync(join(tmpdir(), 'stitches-')), 'made.json');
    writeFileSync(file, made.stdout);
    const solved = runCli(['solve', file, '--json']);
    expect(solved.status, solved.stderr).toBe(0);
    expect((JSON.parse(solved.stdout) as { unique: boolean }).unique).toBe(true);
    expect((JSON.parse(runCli(['grade', line.id, '--json']).stdout) as { grade: string }).grade).toBe(line.grade);
  });

  it('makes a 16x16 and a 10x15 puzzle (and 15x10) that solve reads back from the printed clues alone, with one answer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stitches-'));
    for (const size of ['16x16', '10x15', '15x10']) {
      const made = runCli(['generate', 'stitches', '--size', size, '--seed', `wide ${size}`, '--json']);
      expect(made.status, made.stderr).toBe(0);
      const line = JSON.parse(made.stdout) as { genre: string; width: number; height: number; k: number; regions: number[][]; rows: number[]; cols: number[]; answer: object };
      const [width, height] = size.split('x').map(Number) as [number, number];
      expect([line.width, line.height]).toEqual([width, height]);
      // the default block count: the offered one nearest the square root of the area
      const blocks = new Set(line.regions.flat()).size;
      expect(blocks).toBe(defaultBlocks(width, height, 1));
      const near = (b: number) => Math.abs(b - Math.sqrt(width * height));
      for (const b of offeredBlocks(width, height, 1)) expect(near(b)).toBeGreaterThanOrEqual(near(blocks));
      const clues = join(dir, `${size}.json`), answer = join(dir, `${size}.answer.json`);
      const { genre, k, regions, rows, cols } = line;
      writeFileSync(clues, JSON.stringify({ genre, width, height, k, regions, rows, cols }));
      writeFileSync(answer, JSON.stringify(line.answer));
      const solved = runCli(['solve', clues, '--json']);
      expect(solved.status, solved.stderr).toBe(0);
      const report = JSON.parse(solved.stdout) as { unique: boolean; solutions: number };
      expect([report.unique, report.solutions]).toEqual([true, 1]);
      const checked = runCli(['verify', clues, answer]);
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    }
  });

  it('draws text with the ids by default, and SVG on request', () => {
    const text = runCli(['generate', 'stitches', '--size', '6x6', '--blocks', '5', '--seed', 'look', '--margins', 'free']);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^stitches:6x6k1:/);
    expect(text.stdout).toContain('seed id: stitches:6x6k1b5,free,v2#look');
    const svg = runCli(['generate', 'stitches', '--size', '6x6', '--blocks', '5', '--seed', 'look', '--svg']);
    expect(svg.stdout.trimStart()).toMatch(/^<svg/);
  });

  it('answers bad settings with one line and status 2, listing what would work', () => {
    const cases: [string[], RegExp][] = [
      [['--size', '40x40'], /: generate stitches: size 40x40 is not offered \(sizes, either way round: 5x5\.\.10, 6x6\.\.12, .*, 20x20, 25x25, 30x30\)\n$/],
      [['--size', '5x11'], /size 5x11 is not offered/],
      [['--size', '5x5', '--blocks', '40'], /40 blocks .*\(blocks: 3\.\.\d+\)/],
      [['--k', '7'], /k 7 is not offered at 10x10 \(k: 1, 2/],
      [['--size', '30x30', '--k', '1'], /k 1 is not offered at 30x30 \(k: 2, 3\)/],
      [['--seed', ''], /--seed: expected a non-empty string/],
      [['--grade', 'fiendish'], /--grade: expected easy, medium, hard, needs search/],
      [['--margins', 'some'], /--margins: expected full, free, minimal/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(['generate', 'stitches', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      oneLine(r.stderr);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('gives up in one line with status 1 when the node budget runs out', () => {
    const r = runCli(['generate', 'stitches', '--size', '15x15', '--blocks', '15', '--seed', 'short', '--budget', '50']);
    expect(r.status).toBe(1);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/within 50 nodes.*--budget/);
  });
});

describe('batches', () => {
  it('draw a progress bar with the time spent and the time left at the pace so far', () => {
    expect(progressLine(batchProgress(0, 4, 0), 0, 8)).toBe('░░░░░░░░ 0% · 0/4 puzzles · 0 s · about ? left');
    expect(progressLine(batchProgress(3, 4, 30), 30, 8)).toBe('██████░░ 75% · 3/4 puzzles · 30 s · about 10 s left');
    expect(progressLine(batchProgress(3, 12, 90), 90, 4)).toBe('█░░░ 25% ·  3/12 puzzles · 1 min 30 s · about 4 min 30 s left');
  });

  it('stop cleanly on Ctrl-C: whole lines out, one line saying how far it got, status 1', async () => {
    const child = spawn(process.execPath, [BIN, 'generate', 'stitches', '--size', '8x8', '--blocks', '8', '--seed', 'stop', '--count', '100000', '--json']);
    let stdout = '', stderr = '', sent = false;
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const status = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (!sent && stdout.split('\n').length > 3) sent = child.kill('SIGINT');
      });
      child.on('close', (code) => resolve(code));
    });
    expect(status).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    for (const line of lines) expect((JSON.parse(line) as { genre: string }).genre).toBe('stitches');
    oneLine(stderr);
    expect(stderr).toMatch(new RegExp(`interrupted after ${lines.length} of 100000 puzzles`));
  });
});
