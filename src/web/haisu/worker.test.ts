import { describe, expect, it } from 'vitest';
import { compileBoard, defaultRegions, generateHaisu, gradeBoard, parsePuzzle, toSeedId, verify } from '../../haisu/index.ts';
import { Rng } from '../../core/rng.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { haisuApi } from './worker.ts';

const noProgress = {};

describe('the Haisu worker handlers', () => {
  it('solve gives a walk verify accepts, and describe the grade the engine computes', () => {
    const { id } = BANK[0]!;
    const p = parsePuzzle(id);
    if (!p.ok) throw new Error(p.error.message);
    const { path, unique } = haisuApi.solve({ id });
    expect(unique).toBe(true);
    expect(verify(p.value, { path: path!.map((c) => [Math.floor(c / p.value.width), c % p.value.width]) })).toEqual([]);
    const d = haisuApi.describe({ id });
    expect(d).toEqual({ id, grade: gradeBoard(compileBoard(p.value)).grade, path });
  });

  it('generate makes board i of a batch from its own seed, which its seed id names', () => {
    const params = { width: 5, height: 5, regions: defaultRegions(5, 5), grade: 'medium' } as const;
    const made = haisuApi.generate({ size: 5, regions: params.regions, grade: 'medium', seed: 'w', count: 2 }, noProgress);
    const direct = ['w', 'w/2'].map((seed) => generateHaisu(params, Rng.fromSeed(seed)));
    expect(made.map((m) => m.id)).toEqual(direct.map((g) => g.id));
    expect(made[0]!.path).toEqual(direct[0]!.answer.path.map(([r, c]) => r * 5 + c));
    expect(['w', 'w/2'].map((seed) => haisuApi.exactId({ id: toSeedId(params, seed) }))).toEqual(made.map((m) => m.id));
  });

  it('hint refuses a puzzle it cannot read', () => {
    expect(() => haisuApi.hint({ id: 'haisu:5x5:zz', lines: [], noLines: [] })).toThrow();
  });
});
