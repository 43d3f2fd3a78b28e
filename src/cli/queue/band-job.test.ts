import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../experiments/pipeline/experiment.ts';
import { dataFile } from '../../../data/paths.ts';
import { bandOf } from '../../edgematch/band.ts';
import { certificateText } from '../../edgematch/bandsaw/certificate.ts';
import { bandsawPooled, type SlicePool } from '../../edgematch/bandsaw/drive.ts';
import { bandsaw } from '../../edgematch/bandsaw/ratchet.ts';
import type { EnumerationJob, ProbeResult, SliceResult } from '../../edgematch/bandsaw/slices.ts';
import { parseBoard } from '../../edgematch/io.ts';
import { turnBoard180 } from '../../edgematch/model.ts';
import { runBandJob, wireJob, type BandJob } from './band-job.ts';
import { fromWire } from './wire.ts';

/** Every probe and slice as a queue job's text, run by runBandJob, its answer back through JSON text: what a worker does. */
class TextPool implements SlicePool {
  jobs = 0;
  streamed = 0;
  constructor(private readonly problem: Json) {}
  probe(job: EnumerationJob) { return Promise.resolve(this.ask(job, 'probe', 0) as ProbeResult); }
  run(job: EnumerationJob, index: number) { return Promise.resolve(this.ask(job, 'run', index) as SliceResult); }
  dropBefore(): void {}
  private ask(job: EnumerationJob, type: BandJob['type'], index: number): unknown {
    this.jobs++;
    if (job.kind === 'stream') this.streamed++;
    const sent: BandJob = JSON.parse(JSON.stringify({ problem: this.problem, job: wireJob(job), type, index }));
    return fromWire(JSON.parse(JSON.stringify(runBandJob(sent))));
  }
}

describe('BANDSAW slices as queue jobs', () => {
  it('run from their JSON text, they give the certificate of one thread byte for byte', async () => {
    const r = parseBoard(readFileSync(join(dataFile('edgematch'), 'e2_riotte_464_fiveclue.board.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const band = bandOf(turnBoard180(r.value), 3);
    if (!band.ok) throw new Error(band.error.message);
    const pool = new TextPool(band.value as unknown as Json);
    const queued = await bandsawPooled(band.value, {}, pool);
    const alone = bandsaw(band.value);
    expect(certificateText(queued.certificate)).toBe(certificateText(alone.certificate));
    expect(queued.cells).toEqual(alone.cells);
    // stream jobs (with stored entries to carry) were among them
    expect(pool.streamed).toBeGreaterThan(0);
    expect(pool.jobs).toBeGreaterThan(pool.streamed);
  });

  it('a stream job names its stored entries by their content, so a worker never keeps an index for other entries', () => {
    const stored = { count: 2, keys: new Uint32Array([1, 2]), costs: new Uint8Array([0, 1]) };
    const job = { kind: 'stream', split: 'columns', half: 'left', budget: 3, joinBudget: 4, storedName: 'columns/right/2', stored, id: 5, round: 4, maxNodes: 100, slices: [] } as unknown as EnumerationJob;
    const name = (j: EnumerationJob) => (fromWire<{ storedName: string }>(wireJob(j))).storedName;
    expect(name(job)).toMatch(/^[0-9a-f]{32}$/);
    expect(name({ ...job, storedName: 'another' } as EnumerationJob)).toBe(name(job));
    expect(name({ ...job, stored: { ...stored, costs: new Uint8Array([0, 2]) } } as EnumerationJob)).not.toBe(name(job));
  });
});
