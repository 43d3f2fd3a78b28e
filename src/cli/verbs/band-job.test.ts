import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../core/canonical-json.ts';
import { dataFile } from '../../../data/paths.ts';
import { bandOf, type BandProblem } from '../../edgematch/band.ts';
import { certificateText } from '../../edgematch/bandsaw/certificate.ts';
import { bandsawPooled, type SlicePool } from '../../edgematch/bandsaw/drive.ts';
import { bandsaw } from '../../edgematch/bandsaw/ratchet.ts';
import type { EnumerationJob, ProbeResult, SliceResult } from '../../edgematch/bandsaw/slices.ts';
import { parseBoard } from '../../edgematch/io.ts';
import { turnBoard180 } from '../../edgematch/model.ts';
import { runBandJob, wireJob, type BandJob } from './band-job.ts';
import { fromWire } from '../../queue/wire.ts';

/**
 * Every probe and slice as a queue job's text, run by runBandJob, its answer back through JSON
 * text, and a stream job's stored entries as a blob fetched by name: what a gatherer and a worker do.
 */
class TextPool implements SlicePool {
  jobs = 0;
  streamed = 0;
  /** the stream jobs, by id, and the blobs fetched */
  readonly streamJobs = new Set<number>();
  fetches = 0;
  private readonly blobs = new Map<string, Uint8Array>();
  constructor(private readonly problem: Json) {}
  probe(job: EnumerationJob) { return this.ask(job, 'probe', 0) as Promise<ProbeResult>; }
  run(job: EnumerationJob, index: number) { return this.ask(job, 'run', index) as Promise<SliceResult>; }
  dropBefore(): void {}
  private async ask(job: EnumerationJob, type: BandJob['type'], index: number): Promise<unknown> {
    this.jobs++;
    const wired = wireJob(job);
    if (job.kind === 'stream') {
      this.streamed++;
      this.streamJobs.add(job.id);
      this.blobs.set(wired.stored!.name, Buffer.concat(wired.stored!.parts));
    }
    const sent = JSON.parse(JSON.stringify({ problem: this.problem, job: wired.job, type, index })) as BandJob;
    const fetch = (name: string) => {
      this.fetches++;
      return Promise.resolve(this.blobs.get(name) ?? null);
    };
    return fromWire(JSON.parse(JSON.stringify(await runBandJob(sent, fetch))) as Json);
  }
}

const band = (rows: number): BandProblem => {
  const r = parseBoard(readFileSync(join(dataFile('edgematch'), 'e2_riotte_464_fiveclue.board.json'), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const b = bandOf(turnBoard180(r.value), rows);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
};

const stored = { count: 2, keys: new Uint32Array([1, 2]), costs: new Uint8Array([0, 1]) };
const streamJob = { kind: 'stream', split: 'columns', half: 'left', budget: 3, joinBudget: 4, storedName: 'columns/right/2', stored, id: 5, round: 4, maxNodes: 100, slices: [] } as unknown as EnumerationJob;

describe('BANDSAW slices as queue jobs', () => {
  it('run from their JSON text, the stored entries fetched by name, they give the certificate of one thread byte for byte', async () => {
    const p = band(3);
    const pool = new TextPool(p as unknown as Json);
    const queued = await bandsawPooled(p, {}, pool);
    const alone = bandsaw(p);
    expect(certificateText(queued.certificate)).toBe(certificateText(alone.certificate));
    expect(queued.cells).toEqual(alone.cells);
    // stream jobs (with stored entries to fetch) were among them
    expect(pool.streamed).toBeGreaterThan(0);
    expect(pool.jobs).toBeGreaterThan(pool.streamed);
    // the worker fetched a job's stored entries for its first probe or slice, and kept them for the others
    expect(pool.fetches).toBeGreaterThan(0);
    expect(pool.fetches).toBeLessThanOrEqual(pool.streamJobs.size);
    expect(pool.streamed).toBeGreaterThan(pool.streamJobs.size);
  });

  it('a stream job travels without its stored entries, which go as a blob named by their content', () => {
    const wired = (j: EnumerationJob) => wireJob(j);
    const { job, stored: blob } = wired(streamJob);
    expect(blob!.name).toMatch(/^[0-9a-f]{32}$/);
    const travelling = fromWire<{ storedName: string }>(job);
    expect(travelling.storedName).toBe(blob!.name);
    expect(travelling).not.toHaveProperty('stored');
    expect(Buffer.concat(blob!.parts)).toEqual(Buffer.from([2, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 1]));
    expect(wired({ ...streamJob, storedName: 'another' } as EnumerationJob).stored!.name).toBe(blob!.name);
    expect(wired({ ...streamJob, stored: { ...stored, costs: new Uint8Array([0, 2]) } } as EnumerationJob).stored!.name).not.toBe(blob!.name);
    expect(wired({ ...streamJob, kind: 'store' } as unknown as EnumerationJob).stored).toBeNull();
  });

  it('a stream job whose stored entries the queue does not have fails with one line, without running', async () => {
    const sent: BandJob = { problem: band(2) as unknown as Json, job: wireJob(streamJob).job, type: 'run', index: 0 };
    await expect(runBandJob(sent, () => Promise.resolve(null))).rejects.toThrow(
      /^its stored entries \(blob [0-9a-f]{32}\) are not in Redis: the gatherer that asked for it has ended, or Redis lost them$/);
    await expect(runBandJob(sent, () => Promise.resolve(new Uint8Array(3)))).rejects.toThrow('a blob of 3 bytes is not stored entries');
  });

  it('M9: a band a job describes is checked as bandsaw checks its own, and refused with one line before anything is built for it', async () => {
    const p = band(2);
    const probe = (problem: unknown, job: EnumerationJob = { ...streamJob, kind: 'store' } as unknown as EnumerationJob): Promise<Json> =>
      runBandJob({ problem: problem as Json, job: wireJob(job).job, type: 'probe', index: 0 }, () => Promise.resolve(null));
    const refused: [unknown, string][] = [
      [{ ...p, pool: [p.pool[0], ...p.pool.slice(0, -1)] }, 'pool: expected 32 different piece ids 0..255'],
      [{ ...p, rows: 1 }, 'rows: a band needs 2..16 rows'],
      [{ ...p, width: 2 ** 20 }, 'width, height: expected a board of 1..64 by 1..64'],
      [{ ...p, above: [] }, 'above: expected 16 colours'],
      [{ ...p, given: p.pool.map((id) => [id, 4]) }, 'given: expected null or 32 placements [piece of the pool, rotation 0..3], each piece once'],
      [[], 'a band is a JSON object'],
      // the one bandsaw --rows 16 refuses: its bound tables alone would take gigabytes
      [band(16), 'rows: a 16-wide band of 16 rows needs bound tables of'],
    ];
    for (const [problem, says] of refused) await expect(probe(problem)).rejects.toThrow(`the band it describes is refused: ${says}`);
    await expect(probe(p, { ...streamJob, kind: 'store', split: 'diagonal' } as unknown as EnumerationJob)).rejects.toThrow('the band it describes is refused: split: expected columns, upper, lower or auto');
  });
});
