import { describe, expect, it } from 'vitest';
import { ProgressStore, type KeyValueStore } from './storage.ts';

function memory(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}
const isCount = (x: unknown): x is { n: number } => typeof x === 'object' && x !== null && typeof (x as { n: unknown }).n === 'number';

describe('ProgressStore', () => {
  it('keeps progress per puzzle id and genre', () => {
    const store = memory();
    const a = new ProgressStore(store, 'stitches', isCount);
    const b = new ProgressStore(store, 'haisu', isCount);
    a.save('p1', { n: 1 });
    a.save('p2', { n: 2 });
    b.save('p1', { n: 9 });
    expect(a.load('p1')).toEqual({ n: 1 });
    expect(a.load('p2')).toEqual({ n: 2 });
    expect(b.load('p1')).toEqual({ n: 9 });
    expect(a.recent()).toEqual(['p2', 'p1']);
    a.clear('p1');
    expect(a.load('p1')).toBeNull();
    expect(a.recent()).toEqual(['p2']);
  });

  it('ignores damaged or foreign data instead of failing', () => {
    const store = memory();
    const a = new ProgressStore(store, 'stitches', isCount);
    store.setItem('puzzlelab:stitches:progress:x', '{not json');
    store.setItem('puzzlelab:stitches:progress:y', '{"n":"one"}');
    store.setItem('puzzlelab:stitches:recent', '{"oops":1}');
    expect(a.load('x')).toBeNull();
    expect(a.load('y')).toBeNull();
    expect(a.recent()).toEqual([]);
  });

  it('forgets the oldest puzzles beyond its limit', () => {
    const store = memory();
    const a = new ProgressStore(store, 'stitches', isCount, 3);
    for (let i = 0; i < 5; i++) a.save(`p${i}`, { n: i });
    expect(a.recent()).toEqual(['p4', 'p3', 'p2']);
    expect(a.load('p0')).toBeNull();
    expect(a.load('p1')).toBeNull();
    expect([...store.map.keys()].filter((k) => k.includes('progress'))).toHaveLength(3);
  });

  it('survives a store that refuses writes', () => {
    const full: KeyValueStore = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    expect(() => new ProgressStore(full, 'stitches', isCount).save('p', { n: 1 })).not.toThrow();
  });
});
