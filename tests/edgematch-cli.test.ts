import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interruptAfterFirstLine, runCli } from './run-cli.ts';
import { dataFile } from '../data/paths.ts';
import type { Certificate } from '../src/edgematch/bandsaw/certificate.ts';

const data = (name: string) => dataFile('edgematch', name);
const tmp = mkdtempSync(join(tmpdir(), 'edgematch-cli-'));

function expectBadInput(args: string[]) {
  const r = runCli(args);
  expect(r.status, args.join(' ')).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
}

// Each run starts a fresh process; on a busy shared machine that alone can take seconds.
describe('puzzlelab score / instance / bandsaw', { timeout: 300_000 }, () => {
  it('scores the record boards', () => {
    expect(runCli(['score', data('e2_blackwood_470.board.json')]).stdout).toMatch(/^470\/480 \(10 mismatched edges\)/);
    const r = runCli(['score', data('e2_riotte_464_fiveclue.board.json'), '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ score: 464, maximum: 480, violations: [] });
  });

  it('makes seeded instances with a planted perfect board, and turns boards without changing the score', () => {
    const made = runCli(['instance', 'make', '--size', '5x4', '--frame', '2', '--inner', '3', '--seed', 'abc', '--board']);
    expect(made.status).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ genre: 'edgematch', width: 5, height: 4 });
    const boardFile = join(tmp, 'planted.json');
    writeFileSync(boardFile, made.stdout);
    expect(runCli(['score', boardFile]).stdout).toMatch(/^31\/31 /);
    const turned = join(tmp, 'turned.json');
    writeFileSync(turned, runCli(['instance', 'turn', data('e2_blackwood_470.board.json')]).stdout);
    expect(runCli(['score', turned]).stdout).toMatch(/^470\/480/);
  });

  it('proves the 2-row band of the turned 470 board optimal, with the same certificate bytes each run', () => {
    const certs = [join(tmp, 'c1.json'), join(tmp, 'c2.json')];
    for (const cert of certs) {
      const r = runCli(['bandsaw', data('e2_blackwood_470.board.json'), '--turn', '--rows', '2', '--json', '--certificate', cert]);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ optimal: true, score: 470, bandMismatches: 3, lower: 3, upper: 3, certificate: { split: 'auto' } });
    }
    expect(readFileSync(certs[0]!, 'utf8')).toBe(readFileSync(certs[1]!, 'utf8'));
  });

  it('writes the same certificate bytes with its slices on 1, 2 or 3 worker threads', () => {
    const texts = [1, 2, 3].map((workers) => {
      const cert = join(tmp, `w${workers}.json`);
      const r = runCli(['bandsaw', data('e2_riotte_464_fiveclue.board.json'), '--turn', '--rows', '3', '--workers', String(workers), '--json', '--certificate', cert]);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ optimal: true, bandMismatches: 7 });
      return readFileSync(cert, 'utf8');
    });
    // rounds below the optimum were searched, so the slices had work to share
    expect((JSON.parse(texts[0]!) as Certificate).rounds.length).toBeGreaterThan(1);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });

  it('proves the 3-row band of the turned 464 board optimal (the band as the record has it)', () => {
    const r = runCli(['bandsaw', data('e2_riotte_464_fiveclue.board.json'), '--turn', '--rows', '3', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { certificate: Certificate };
    expect(out).toMatchObject({ optimal: true, score: 464, bandMismatches: 7, lower: 7, upper: 7 });
    // the rounds below the optimum are the proof: each one met nothing
    expect(out.certificate.rounds.length).toBeGreaterThan(0);
    expect(out.certificate.rounds.every((round) => round.passes.every((x) => !x.joined))).toBe(true);
  });

  it('proves the 4-row band of the turned 470 board optimal, with a certificate that repeats byte for byte in this thread and on 2 worker threads', () => {
    const texts = [[], ['--workers', '2']].map((more, run) => {
      const cert = join(tmp, `four-${run}.json`);
      const r = runCli(['bandsaw', data('e2_blackwood_470.board.json'), '--turn', '--rows', '4', ...more, '--json', '--certificate', cert]);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ optimal: true, score: 470, bandMismatches: 7, lower: 7, upper: 7 });
      return readFileSync(cert, 'utf8');
    });
    const cert = JSON.parse(texts[0]!) as Certificate;
    // as the 464 board's proof would: every round below the record band's own cost met nothing, so the record band is optimal
    expect(cert).toMatchObject({ rows: 4, status: 'optimal', lower: 7, upper: 7, given: 7, witness: 'given' });
    expect(cert.rounds.length).toBeGreaterThan(1);
    expect(cert.rounds.every((round) => round.passes.every((x) => !x.joined))).toBe(true);
    expect(texts[1]).toBe(texts[0]);
  });

  it('stops on Ctrl-C with the bracket proven so far', async () => {
    // the first finished pass shows the search is under way (its 4-row proof takes far longer)
    const { status, stdout: out } = await interruptAfterFirstLine(['bandsaw', data('e2_riotte_464_fiveclue.board.json'), '--turn', '--rows', '4']);
    expect(status).toBe(0);
    expect(out).toMatch(/\ninterrupted by Ctrl-C: the optimum lies in \[\d+, 13\]\n/);
  });

  it('stops cleanly with a bracket under a memory ceiling', () => {
    // cut between rows, the frame half's table needs megabytes (cut between columns, the bounds alone settle this band)
    const r = runCli(['bandsaw', data('e2_blackwood_470.board.json'), '--turn', '--rows', '2', '--split', 'lower', '--max-memory', '64K', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ optimal: false, status: 'bracket', stop: 'max-memory', upper: 3 });
  });

  it('fills the rows above a band of a bare instance and solves it', () => {
    const inst = join(tmp, 'inst.txt');
    const made = runCli(['instance', 'make', '--size', '5x5', '--seed', 'band']);
    expect(made.stdout.split('\n')[0]).toBe('5 5');
    writeFileSync(inst, made.stdout);
    const r = runCli(['bandsaw', inst, '--rows', '2', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ optimal: true });
  });

  it('rejects bad input with one line and status 2', () => {
    writeFileSync(join(tmp, 'bad.txt'), '2 2\n0 0 1 1\n');
    expectBadInput(['score', join(tmp, 'bad.txt')]);
    expectBadInput(['bandsaw', data('e2_blackwood_470.board.json'), '--rows', '1']);
    expectBadInput(['bandsaw', data('e2_blackwood_470.board.json'), '--max-memory', 'lots']);
    expectBadInput(['bandsaw', data('e2_blackwood_470.board.json'), '--split', 'sideways']);
    expectBadInput(['bandsaw', data('e2_blackwood_470.board.json'), '--workers', '0']);
    expectBadInput(['instance', 'frobnicate']);
  });
});
