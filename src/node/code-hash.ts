/**
 * The code a result depends on, as one hash: the module's own text and that of every file it
 * imports by a relative path, followed transitively, plus any input files named. Packages are
 * not followed (package-lock.json pins them). A change to any of these files makes every cached
 * unit of the experiment stale, and nothing else does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Relative specifiers a source text imports. */
function relativeImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.')) out.push(spec);
  }
  return out;
}

/** Every file reachable from `entry` by relative imports, sorted. */
export function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [resolve(entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (!/\.(ts|mts|js|mjs)$/.test(file)) continue;
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) stack.push(resolve(dirname(file), spec));
  }
  return [...seen].sort();
}

/** Hash of the files (named relative to `root`, so clones in other folders agree) and their text. */
export function hashFiles(root: string, files: readonly string[]): string {
  const h = createHash('sha256');
  for (const file of [...files].sort()) {
    h.update(relative(root, file).split('\\').join('/'));
    h.update('\0');
    h.update(readFileSync(file));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}
