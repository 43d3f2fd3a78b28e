/**
 * The package as a user installs it: `npm pack` makes a tarball, which installs into an empty
 * folder with nothing else, and there `npx puzzlelab solve` works from the compiled JavaScript
 * alone (no TypeScript compiler, no dependencies).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFile } from '../data/paths.ts';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'puzzlelab-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const npm = (args: string[], cwd: string): string =>
  // scripts are off: the test run compiled dist/cli already, and other tests are using it
  execFileSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

describe('npm pack', () => {
  it('installs into an empty folder, where npx puzzlelab solves a puzzle file and proves a band', () => {
    const listed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
    const paths = listed[0]!.files.map((f) => f.path);
    expect(paths).toContain('bin/puzzlelab.mjs');
    expect(paths).toContain('dist/cli/puzzlelab.mjs');
    expect(paths.filter((p) => p.endsWith('.ts'))).toEqual([]);

    const app = join(work, 'app');
    execFileSync('mkdir', [app]);
    npm(['install', '--offline', join(work, listed[0]!.filename)], app);
    expect(readdirSync(join(app, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual(['puzzlelab']);
    expect(existsSync(join(app, 'node_modules', 'tsx'))).toBe(false);

    const r = spawnSync('npx', ['--no', 'puzzlelab', 'solve', dataFile('stitches', 'puzzlr-7x7x2-hard.puzzle.json'), '--json'], { cwd: app, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ solutions: 1, unique: true });
    // the band search runs in a worker thread, which must start from the installed files too
    const band = spawnSync('npx', ['--no', 'puzzlelab', 'bandsaw', dataFile('edgematch', 'brendan_set1_06x06.solution.board.json'), '--rows', '2', '--json'],
      { cwd: app, encoding: 'utf8' });
    expect(band.status, band.stderr).toBe(0);
    expect(JSON.parse(band.stdout)).toMatchObject({ optimal: true, bandMismatches: 0 });
  });
});
