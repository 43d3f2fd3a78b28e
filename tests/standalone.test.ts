/**
 * A clone stands alone: no file of the project may reach for something beside the repository
 * (the published inputs live in data/). `../shared/x` inside src/web is the pages' own shared
 * folder, so every relative path is resolved from the file that names it, and only paths that
 * leave the repository count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'tests', 'bench', 'experiments', 'bin', 'data', 'docs', '.ci'];
const TOP_FILES = ['README.md', 'package.json', 'vite.config.ts', 'vitest.config.ts', 'tsconfig.json'];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|mjs|js|json|md|html|css|sh)$|^run$/.test(name)) yield path;
  }
}

/** Relative paths a file names: dotted climbs in text, and path.join arguments that climb with '..' then name a folder. */
function namedPaths(text: string): string[] {
  const found = [...text.matchAll(/(?:\.\.\/)+[\w.-]+/g)].map((m) => m[0]);
  for (const m of text.matchAll(/((?:'\.\.',\s*)+)'([\w.-]+)'/g)) {
    const ups = (m[1]!.match(/'\.\.'/g) ?? []).length;
    found.push('../'.repeat(ups) + m[2]);
  }
  return found;
}

const outside = (file: string, path: string): boolean => {
  // a path.join from import.meta.dirname starts at the file's folder, as a relative import does
  const target = relative(ROOT, resolve(dirname(file), path));
  return target.startsWith('..' + sep) || target === '..';
};

describe('the repository stands alone', () => {
  it('finds reaches out of the repository (the check itself)', () => {
    // spelled out at run time, so that this file does not name such a path itself
    const up = "'..', ";
    const twoUp = '../'.repeat(2) + 'shared';
    expect(namedPaths(`join(import.meta.dirname, ${up}${up}'shared', 'x')`)).toContain(twoUp);
    expect(namedPaths(`readFileSync('${twoUp}/SPEC.md')`)).toContain(twoUp);
    expect(outside(join(ROOT, 'tests', 'a.ts'), twoUp)).toBe(true);
    expect(outside(join(ROOT, 'src', 'web', 'haisu', 'play.ts'), '../shared/rpc.ts')).toBe(false);
  });

  it('no source, test, bench, experiment, page or doc names a path outside the repository', () => {
    const all = [...SCANNED.flatMap((d) => [...files(join(ROOT, d))]), ...TOP_FILES.map((f) => join(ROOT, f))];
    expect(all.length).toBeGreaterThan(100);
    const reaches = all.flatMap((file) => namedPaths(readFileSync(file, 'utf8'))
      .filter((p) => outside(file, p))
      .map((p) => `${relative(ROOT, file)}: ${p}`));
    expect(reaches).toEqual([]);
  });
});
