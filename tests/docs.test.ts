/**
 * The front door holds: the README stays short, links every page of the guide, and neither names
 * a file that is not there (a relative link, or a repository path written as code).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const GUIDE = join(ROOT, 'docs', 'guide');
const guidePages = readdirSync(GUIDE).filter((f) => f.endsWith('.md')).sort();
const read = (file: string) => readFileSync(file, 'utf8');

/** Words of the prose and code a reader sees: markdown markup and image addresses left out. */
const wordCount = (markdown: string): number =>
  markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ']').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Relative link targets of a markdown text (no scheme, no bare anchor), without their anchors. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#')).map((href) => href.replace(/#.*$/, ''));
}

/** Repository paths written as code: `src/...`, `tests/...` and the like, with no wildcard or placeholder (caches are made by runs). */
function codePaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:src|tests|bench|experiments|data|docs|bin|\.ci)\/[\w./-]*)`/g)].map((m) => m[1]!)
    .filter((p) => !/[*<>]/.test(p) && !/\.\.\./.test(p) && !p.includes('/.cache'));
}

describe('the README and the guide', () => {
  it('finds links and paths (the check itself)', () => {
    expect(linkTargets('see [a](cli.md#x), [b](https://x.org), [c](#here), ![p](docs/a.png)')).toEqual(['cli.md', 'docs/a.png']);
    expect(codePaths('`src/core/rng.ts`, `src/stitches/generate*.ts`, `npm test`, `docs/guide/`')).toEqual(['src/core/rng.ts', 'docs/guide/']);
    expect(wordCount('# Title\n\nTwo words [here](a.md) ![a picture](b.png)')).toBe(4);
  });

  it('the README is at most 1,200 words and starts with the two commands', () => {
    const readme = read(join(ROOT, 'README.md'));
    expect(wordCount(readme)).toBeLessThanOrEqual(1200);
    const first = /```sh\n([\s\S]*?)```/.exec(readme)![1]!.split('\n').filter(Boolean).map((l) => l.replace(/\s+#.*$/, ''));
    expect(first).toEqual(['npm install && npm start', 'npm test']);
  });

  it('the README links every page of the guide', () => {
    const linked = new Set(linkTargets(read(join(ROOT, 'README.md'))).map((t) => resolve(ROOT, t)));
    const unlinked = guidePages.filter((f) => f !== 'index.md' && !linked.has(join(GUIDE, f)));
    expect(unlinked).toEqual([]);
  });

  it('no link or path in the README, the guide or data/README.md names a missing file', () => {
    const files = [join(ROOT, 'README.md'), join(ROOT, 'data', 'README.md'), ...guidePages.map((f) => join(GUIDE, f))];
    const missing = files.flatMap((file) => [
      ...linkTargets(read(file)).filter((t) => !existsSync(resolve(dirname(file), t))),
      ...codePaths(read(file)).filter((p) => !existsSync(join(ROOT, p))),
    ].map((t) => `${relative(ROOT, file)}: ${t}`));
    expect(missing).toEqual([]);
  });
});
