import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, stats, temp } from './stats-process.ts';

describe('npm run stats: stopping, resuming, the cache, and the record of a run', () => {
  // one run of stitches-checkerboard --quick from nothing, whose figures the tests hold theirs to
  // and whose cache they damage, each in a copy of its own (rather than each making it again)
  const fresh = { cache: '', out: '' };
  beforeAll(() => {
    const dir = temp();
    Object.assign(fresh, { cache: join(dir, 'cache'), out: join(dir, 'stats.json') });
    const r = stats(['stitches-checkerboard', '--quick', '--cache', fresh.cache, '--out', fresh.out]);
    expect(r.status, r.stderr).toBe(0);
  });
  /** A folder of the test's own holding a copy of the fresh run's cache. */
  const withFreshCache = (): string => {
    const dir = temp();
    cpSync(fresh.cache, join(dir, 'cache'), { recursive: true });
    return dir;
  };

  it('a stopped run keeps its finished units, and the rerun does only the rest and gives the same figures', () => {
    const dir = temp(), cache = join(dir, 'cache');
    const args = ['stitches-checkerboard', '--quick', '--workers', '1', '--cache', cache, '--out', join(dir, 'stats.json')];
    const stopped = stats([...args, '--stop-after', '4']);
    expect(stopped.status).toBe(130);
    expect(stopped.stderr).toContain('stopped');
    const kept = readdirSync(join(cache, 'stitches-checkerboard')).filter((f) => f.endsWith('.json')).length;
    expect(kept).toBeGreaterThanOrEqual(4);
    const resumed = stats(args);
    expect(resumed.status, resumed.stderr).toBe(0);
    const counts = /\((\d+) units run, (\d+) from the cache\)/.exec(resumed.stderr)!;
    expect(Number(counts[2])).toBe(kept);
    expect(Number(counts[1])).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(readFileSync(fresh.out, 'utf8'));
  });

  it('M6: a damaged cache entry is said in one line and its unit runs again; a cache path that cannot be written is one line and status 2', () => {
    const dir = withFreshCache(), cache = join(dir, 'cache'), out = join(dir, 'stats.json');
    const args = ['stitches-checkerboard', '--quick', '--workers', '1', '--cache', cache, '--out', out];
    const sound = readFileSync(fresh.out, 'utf8');
    const entries = readdirSync(join(cache, 'stitches-checkerboard')).filter((f) => f.endsWith('.json')).sort().map((f) => join(cache, 'stitches-checkerboard', f));
    const entry = JSON.parse(readFileSync(entries[0]!, 'utf8')) as Record<string, unknown>;
    const damage: [string, string][] = [
      [JSON.stringify({ ...entry, result: undefined }), 'it has no result'],
      ['{"experiment": "stitches-checkerboard", ', 'it cannot be read as JSON'],
      [JSON.stringify({ ...entry, code: 'f00d' }), 'its code version is f00d, not'],
      [JSON.stringify({ ...entry, ms: 'soon' }), 'its ms is not a time'],
      ['null', 'it is not a JSON object'],
    ];
    damage.forEach(([text], i) => writeFileSync(entries[i]!, text));
    const again = stats(args);
    expect(again.status, again.stderr).toBe(0);
    const lines = again.stderr.split('\n').filter((l) => l.includes('is damaged'));
    expect(lines).toHaveLength(damage.length);
    damage.forEach(([, why], i) => expect(lines.find((l) => l.includes(entries[i]!))).toMatch(new RegExp(`^stats: cache entry \\S+ is damaged: ${why}.*; its unit runs again$`)));
    expect(again.stderr).toMatch(new RegExp(`\\(${damage.length} units run, \\d+ from the cache\\)`));
    expect(readFileSync(out, 'utf8')).toBe(sound);
    // the entries were written again whole: the next run takes every unit from the cache
    expect(stats(args).stderr).toMatch(/\(0 units run, \d+ from the cache\)/);
    const bad = stats(['stitches-checkerboard', '--quick', '--cache', join(out, 'cache'), '--out', join(dir, 'other.json')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`stats: --cache ${join(out, 'cache')}: cannot write there (ENOTDIR)\n`);
  });

  it('a cached result of the right form but the wrong content is one line and status 1, not a stack trace from gathering', () => {
    const dir = withFreshCache(), cache = join(dir, 'cache'), out = join(dir, 'stats.json');
    const args = ['stitches-checkerboard', '--quick', '--workers', '1', '--cache', cache, '--out', out];
    const folder = join(cache, 'stitches-checkerboard');
    const first = join(folder, readdirSync(folder).filter((f) => f.endsWith('.json')).sort()[0]!);
    writeFileSync(first, JSON.stringify({ ...JSON.parse(readFileSync(first, 'utf8')) as object, result: null }));
    const r = stats(args);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(new RegExp(`^stats: stitches-checkerboard: its units' results cannot be gathered \\(.+\\); a result in ${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(or from a worker of other code\\) is damaged: remove that folder and run again$`));
  });

  it('a full-size run records in runs.json, beside the stats it writes, the machine and the time of each experiment it ran', () => {
    const dir = temp();
    const r = stats(['haisu-bend', 'stitches-free-margins', '--workers', '1', '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
    expect(r.status, r.stderr).toBe(0);
    const runs = JSON.parse(readFileSync(join(dir, 'runs.json'), 'utf8')) as Record<string, { units: number; unitSeconds: number; workers: number; machine: { cores: number }; ranWith: string[] }>;
    expect(Object.keys(runs)).toEqual(['haisu-bend', 'stitches-free-margins']);
    expect(runs['haisu-bend']).toMatchObject({ units: 48, workers: 1, ranWith: ['stitches-free-margins'] });
    expect(runs['stitches-free-margins']!.units).toBe(18);
    expect(runs['haisu-bend']!.unitSeconds).toBeGreaterThan(0);
    expect(runs['haisu-bend']!.machine.cores).toBeGreaterThan(0);
    // the figures are the committed ones, whatever the machine
    const figures = JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')) as Record<string, unknown>;
    const committed = JSON.parse(readFileSync(join(ROOT, 'experiments', 'stats.json'), 'utf8')) as Record<string, unknown>;
    expect(figures['haisu-bend']).toEqual(committed['haisu-bend']);
  });

});
