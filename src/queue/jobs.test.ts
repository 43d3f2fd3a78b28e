import { describe, expect, it } from 'vitest';
import type { WorkUnit } from '../../experiments/pipeline/experiment.ts';
import { unitJob } from '../../experiments/pipeline/unit-job.ts';
import { bandSliceJob } from '../cli/verbs/band-job.ts';
import { generateJob } from '../cli/verbs/generate-job.ts';
import { jobIdOf, ownVersion, refusal } from './jobs.ts';
import { JOB_KINDS, KIND_NAMES, loadKind } from './kinds.ts';

const unit: WorkUnit = { experiment: 'stitches-k', size: 'quick', index: 3, params: { k: 2, seed: 'a' }, cost: 7, code: 'c0de' };
const versions = { 'unit stitches-k': 'c0de', generate: 'ge9e', band: 'ba9d' };

describe('queue jobs', () => {
  it('a job\'s id is the hash of its kind, code and payload: the same work is the same id, other work another', () => {
    expect(jobIdOf(unitJob(unit))).toBe(jobIdOf(unitJob({ ...unit, params: { seed: 'a', k: 2 } })));
    expect(jobIdOf(unitJob(unit))).toMatch(/^unit-[0-9a-f]{32}$/);
    for (const other of [{ ...unit, code: 'c0df' }, { ...unit, params: { k: 3, seed: 'a' } }, { ...unit, index: 4 }]) {
      expect(jobIdOf(unitJob(other))).not.toBe(jobIdOf(unitJob(unit)));
    }
    const g = { genre: 'haisu', params: { width: 5 }, seed: 's/0', format: 'json' as const };
    expect(jobIdOf(generateJob(g, 0, 'ge9e'))).toMatch(/^generate-/);
    // the label is for people only: it does not change what the job is
    expect(jobIdOf(generateJob(g, 0, 'ge9e'))).toBe(jobIdOf(generateJob(g, 7, 'ge9e')));
  });

  it('a worker knows the code of its own experiments, generator and BANDSAW slices, and nothing else', () => {
    const slice = bandSliceJob({ problem: {}, job: {}, type: 'run', index: 2 }, 'bandsaw round 3 job 4 slice 3 of 64', 'old');
    expect(ownVersion(versions, slice)).toBe('ba9d');
    expect(jobIdOf(slice)).toMatch(/^band-[0-9a-f]{32}$/);
    expect(refusal(slice, 'ba9d')).toMatch(/^refused bandsaw round 3 job 4 slice 3 of 64: made by code old, this worker runs ba9d;/);
    expect(ownVersion(versions, unitJob(unit))).toBe('c0de');
    expect(ownVersion(versions, unitJob({ ...unit, experiment: 'no-such' }))).toBeNull();
    expect(ownVersion(versions, generateJob({ genre: 'haisu', params: {}, seed: 's', format: 'json' }, 0, 'x'))).toBe('ge9e');
  });

  it('the refusal names the unit, both codes, and what to do', () => {
    expect(refusal(unitJob({ ...unit, code: 'old' }), 'c0de')).toBe(
      "refused stitches-k (quick) unit 3: made by code old, this worker runs c0de; start workers from the gatherer's commit (git checkout, npm ci)");
    expect(refusal(unitJob({ ...unit, experiment: 'no-such' }), null)).toBe(
      "refused no-such (quick) unit 3: this worker has no code for it (made by code c0de); start workers from the gatherer's commit (git checkout, npm ci)");
  });

  it('every kind of the table loads from where the table says, under its own name', async () => {
    expect(KIND_NAMES).toEqual(Object.keys(JOB_KINDS));
    for (const name of KIND_NAMES) expect((await loadKind(name)).name).toBe(name);
  });
});
