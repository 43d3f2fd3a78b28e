import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedSection } from '../experiments/pipeline/marked-sections.ts';
import { MEASUREMENTS_FILE, queueCosts, renderScale, type ScaleMeasurements } from './_queue-scale-page.ts';

const measured = JSON.parse(readFileSync(join(import.meta.dirname, '..', MEASUREMENTS_FILE), 'utf8')) as ScaleMeasurements;

describe('docs/scale.md', () => {
  it('its measured section is exactly what bench/queue-scale.json gives', () => {
    expect(markedSection('docs/scale.md', 'queue-scale')).toBe(`${renderScale(measured)}\n`);
  });

  it('the measurements are of the same units four ways, and the queue\'s costs come from the queue runs', () => {
    expect(measured.runs.map((r) => `${r.label} ${r.workers}`)).toEqual(['local pool 1', 'local pool 2', 'queue 1', 'queue 2']);
    expect(new Set(measured.runs.map((r) => r.units)).size).toBe(1);
    const costs = queueCosts(measured);
    const q = measured.runs.filter((r) => r.label === 'queue');
    expect(costs.serialPerUnit).toBeGreaterThan(0);
    expect(costs.fixed).toBe(Math.max(...q.map((r) => r.fixedWall)));
  });

  it('the band proof ran alone, on 1 and 2 threads and through the queue to 1 and 2 workers, its slices handed out', () => {
    expect(measured.band.runs.map((r) => `${r.label} ${r.runners}`)).toEqual(['one thread 0', 'threads 1', 'threads 2', 'queue 1', 'queue 2']);
    expect(measured.band.jobs).toBeGreaterThan(measured.band.rounds);
    expect(measured.band.runs.filter((r) => r.label === 'queue').every((r) => r.workerCpu > 0 && r.redisCpu > 0)).toBe(true);
  });
});
