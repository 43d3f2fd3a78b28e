import { describe, expect, it } from 'vitest';
import { runInline } from '../pipeline/inline.ts';
import { experiment, projectTo, type A120443Row } from './a120443.ts';

describe('A120443 experiment (quick size)', () => {
  it('counts each term on both keys, equal to the published one, with the same states', () => {
    const { rows } = runInline(experiment).stats as { rows: A120443Row[] };
    expect(rows.map((r) => `${r.n} ${r.key}`)).toEqual(['5 narrowest', '5 wide', '6 narrowest', '6 wide', '7 narrowest', '7 wide']);
    for (const r of rows) expect(r.match, `n = ${r.n} ${r.key}`).toBe(true);
    for (let i = 0; i < rows.length; i += 2) expect(rows[i + 1]!.peakStates).toBe(rows[i]!.peakStates);
  });
  it('projects later terms from the wide key\'s last two measured ones', () => {
    const row = (n: number, peakStates: number, cpuSeconds: number): A120443Row =>
      ({ n, key: 'wide', count: '0', peakStates, peakBytes: 48 * peakStates, cpuSeconds, maxRssBytes: 0, published: null, match: null });
    const p = projectTo([row(12, 100, 10), row(13, 300, 40)], 15)!;
    expect(p.from).toEqual([12, 13]);
    // a slot of 13×13 is 8 + 4·4 bytes, of 14×14 and 15×15 8 + 4·5: the tables grow by 28/24 beyond the states
    expect(p.terms.map((t) => [t.n, t.peakStates, Math.round(t.peakBytes), t.cpuSeconds])).toEqual([[14, 900, 50400, 160], [15, 2700, 151200, 640]]);
    expect(projectTo([row(12, 100, 10)], 15)).toBeNull();
  });
  it('projects from terms some n apart at the mean growth a step, and counts a term past the compact sides as wide', () => {
    const row = (n: number, key: 'wide' | 'narrowest', peakStates: number, cpuSeconds: number): A120443Row =>
      ({ n, key, count: '0', peakStates, peakBytes: 48 * peakStates, cpuSeconds, maxRssBytes: 0, published: null, match: null });
    // 12 counted on the compact key does not count; 16 on the narrowest choice is the wide key
    const p = projectTo([row(12, 'narrowest', 1, 1), row(13, 'wide', 100, 10), row(16, 'narrowest', 2700, 640)], 17)!;
    expect(p.from).toEqual([13, 16]);
    expect([p.statesPerN, p.cpuPerN].map((x) => +x.toFixed(9))).toEqual([3, 4]);
    expect(p.terms.map((t) => [t.n, Math.round(t.peakStates), Math.round(t.cpuSeconds)])).toEqual([[17, 8100, 2560]]);
  });
});
