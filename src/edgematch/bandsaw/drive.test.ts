import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bandOf, type BandProblem } from '../band.ts';
import { parseBoard, parseInstance } from '../io.ts';
import { emptyBoard, turnBoard180, type Board } from '../model.ts';
import { fillRows } from '../fill.ts';
import { Rng } from '../../core/rng.ts';
import { dataFile } from '../../../data/paths.ts';
import { certificateText } from './certificate.ts';
import { bandsawPooled, type SlicePool } from './drive.ts';
import { bandsaw, type BandsawOptions } from './ratchet.ts';
import { SliceRunner, type EnumerationJob, type SliceResult } from './slices.ts';

const DATA = dataFile('edgematch');

function problem(board: Board, rows: number): BandProblem {
  const p = bandOf(board, rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/**
 * Runners of its own (one per slice number mod `runners`, each with its own join index), that
 * answer a job's slices last first: what a pool of threads finishing in any order would do.
 */
class ScrambledPool implements SlicePool {
  readonly runners: SliceRunner[];
  private pending: { job: EnumerationJob; index: number; resolve(r: SliceResult): void }[] = [];
  slices = 0;
  dropped = 0;
  /** slices run to their end again, by the same enumeration in the same round */
  finishedAgain = 0;
  private readonly finished = new Set<string>();
  private dropId = -1;

  constructor(p: BandProblem, runners: number) {
    this.runners = Array.from({ length: runners }, () => new SliceRunner(p));
  }

  probe(job: EnumerationJob) {
    return Promise.resolve(this.runners[job.id % this.runners.length]!.probe(job));
  }

  run(job: EnumerationJob, index: number): Promise<SliceResult> {
    if (this.pending.length === 0) setImmediate(() => this.flush());
    return new Promise((resolve) => this.pending.push({ job, index, resolve }));
  }

  dropBefore(id: number): void {
    this.dropId = id;
  }

  private flush(): void {
    for (const t of this.pending.splice(0).reverse()) {
      this.slices++;
      if (t.job.id < this.dropId) { this.dropped++; t.resolve({ nodes: 0, partials: 0, capped: false, cancelled: true }); continue; }
      const r = this.runners[t.index % this.runners.length]!.run(t.job, t.index);
      if (!r.capped && !r.cancelled && !r.outOfMemory) {
        const { id: _id, maxNodes: _cap, slices, ...enumeration } = t.job;
        const key = JSON.stringify([enumeration, slices[t.index]]);
        if (this.finished.has(key)) this.finishedAgain++;
        this.finished.add(key);
      }
      t.resolve(r);
    }
  }
}

const bands: [string, () => BandProblem, BandsawOptions][] = [
  ['the 464 board turned, 3 rows (raced cuts)', () => {
    const r = parseBoard(readFileSync(join(DATA, 'e2_riotte_464_fiveclue.board.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    return problem(turnBoard180(r.value), 3);
  }, {}],
  ["Brendan's 6x6, 3 rows under the rows filled by seed, cut between rows", () => {
    const r = parseInstance(readFileSync(join(DATA, 'brendan_set1_06x06.txt'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    return problem(fillRows(emptyBoard(r.value), 3, Rng.fromSeed('drive')), 3);
  }, { split: 'lower' }],
  ["Brendan's 6x6, 3 rows, a node cap that stops the run with a bracket", () => {
    const r = parseInstance(readFileSync(join(DATA, 'brendan_set1_06x06.txt'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    return problem(fillRows(emptyBoard(r.value), 3, Rng.fromSeed('drive')), 3);
  }, { split: 'columns', maxNodes: 20_000 }],
];

describe('BANDSAW with its slices run elsewhere', { timeout: 300_000 }, () => {
  it.each(bands)('writes the certificate of one thread byte for byte, slices answered in any order by any runner: %s', async (_name, make, options) => {
    const p = make();
    const alone = bandsaw(p, options);
    for (const runners of [1, 3]) {
      const pool = new ScrambledPool(p, runners);
      const pooled = await bandsawPooled(p, options, pool);
      expect(certificateText(pooled.certificate)).toBe(certificateText(alone.certificate));
      expect(pooled.cells).toEqual(alone.cells);
      expect(pooled.nodes).toBe(alone.nodes);
      // the jobs were really cut up: more slices ran than there were passes
      const passes = alone.certificate.rounds.reduce((n, r) => n + r.passes.length, 0);
      expect(pool.slices).toBeGreaterThan(2 * passes);
    }
  });
});

describe('BANDSAW keeps the slices a capped try finished', { timeout: 300_000 }, () => {
  it('and writes the certificate of running every try from scratch, in one thread and pooled, with small caps that make the cuts race', async () => {
    let reused = 0, pooledMore = 0;
    for (const [, make, options] of bands) {
      const p = make();
      for (const firstCap of [16, 64, 256]) {
        const racing = { ...options, split: 'auto' as const, firstCap };
        const scratch = bandsaw(p, { ...racing, keepSlices: false });
        expect(scratch.reusedNodes).toBe(0);
        const kept = bandsaw(p, racing);
        expect(certificateText(kept.certificate)).toBe(certificateText(scratch.certificate));
        expect(kept.cells).toEqual(scratch.cells);
        expect(kept.nodes).toBe(scratch.nodes);
        const pool = new ScrambledPool(p, 3);
        const pooled = await bandsawPooled(p, racing, pool);
        expect(certificateText(pooled.certificate)).toBe(certificateText(scratch.certificate));
        expect(pooled.nodes).toBe(scratch.nodes);
        // the pool finishes every slice of a job, past the one that stops a try too: it reads back at least what one thread does
        expect(pooled.reusedNodes).toBeGreaterThanOrEqual(kept.reusedNodes);
        // and no slice is run to its end twice
        expect(pool.finishedAgain).toBe(0);
        reused += kept.reusedNodes;
        pooledMore += pooled.reusedNodes - kept.reusedNodes;
      }
    }
    // the tries did read slices back, and the pool read back slices that one thread never ran
    expect(reused).toBeGreaterThan(0);
    expect(pooledMore).toBeGreaterThan(0);
  });
});
