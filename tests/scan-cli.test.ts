import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interruptAfterFirstLine, runCli } from './run-cli.ts';
import { dataFile } from '../data/paths.ts';

/** What these tests read of `scan --json`. */
interface ScanReport { score: number; seed: string }

const official = dataFile('edgematch', 'e2_official_16x16.txt');
const tmp = mkdtempSync(join(tmpdir(), 'scan-cli-'));

describe('puzzlelab scan', { timeout: 300_000 }, () => {
  it('writes a board that score checks, the same bytes again from the same seed, the clues in place', () => {
    const boards = [0, 1].map((k) => {
      const out = join(tmp, `b${k}.board.json`);
      const r = runCli(['scan', official, '--seed', 't', '--max-nodes', '300000', '--clues', '--out', out, '--json']);
      expect(r.status).toBe(0);
      const report = JSON.parse(r.stdout) as ScanReport;
      expect(runCli(['score', out, '--json']).stdout).toContain(`"score":${report.score},`);
      return readFileSync(out, 'utf8');
    });
    expect(boards[1]).toBe(boards[0]);
    const cells = (JSON.parse(boards[0]!) as { cells: [number, number][] }).cells;
    expect(cells[8 * 16 + 7]).toEqual([138, 2]);
    expect(cells[2 * 16 + 2]).toEqual([207, 3]);
  });

  it('polishes with bands too tall for BANDSAW by leaving those bands as they are, not with an internal error', () => {
    // 16 rows of a 16-wide board need bound tables of millions of MiB
    const r = runCli(['scan', official, '--seed', 'tall', '--max-nodes', '1000', '--polish-rows', '16', '--polish-nodes', '1000', '--json']);
    expect(r.stderr).not.toContain('internal error');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as ScanReport & { polishNodes: number };
    expect(report.polishNodes).toBe(0);
  });

  it('with two workers keeps the better of seeds S/0 and S/1', () => {
    const runs = ['a/0', 'a/1'].map((seed) => JSON.parse(runCli(['scan', official, '--seed', seed, '--max-nodes', '200000', '--json']).stdout) as ScanReport);
    const both = JSON.parse(runCli(['scan', official, '--seed', 'a', '--max-nodes', '200000', '--workers', '2', '--json']).stdout) as ScanReport;
    const [a, b] = runs as [ScanReport, ScanReport];
    expect(both.score).toBe(Math.max(a.score, b.score));
    expect(both.seed).toBe(a.score >= b.score ? 'a/0' : 'a/1');
  });

  it('stops on Ctrl-C with the best board so far', async () => {
    const { status, stdout } = await interruptAfterFirstLine(['scan', official, '--seed', 'c', '--max-nodes', '100000000000']);
    expect(status).toBe(1);
    const lines = stdout.split('\n');
    expect(lines[1]).toMatch(/^\d+\/480 .* interrupted, best so far$/);
    const file = join(tmp, 'stopped.board.json');
    writeFileSync(file, lines.slice(2).join('\n'));
    expect(runCli(['score', file]).stdout.split(' ')[0]).toBe(lines[1]!.split(' ')[0]);
  });

  it('answers bad input with one line and status 2', () => {
    for (const args of [['scan', join(tmp, 'none.txt')], ['scan', official, '--schedule', '2,1,1'], ['scan', dataFile('edgematch', 'brendan_set1_06x06.txt'), '--clues'], ['scan', official, '--max-nodes', 'lots']]) {
      const r = runCli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
