/**
 * The architecture as a test (docs/architecture.md draws it): every import between the parts of
 * the repository points the allowed way, research reaches an engine only through its index.ts or
 * research.ts, and no files import each other in a circle. Imports are read from the sources
 * (static, type-only and dynamic, by relative path), so the test needs nothing built.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'experiments', 'bench', 'data', 'tests'];

/** The part a file belongs to, by where it lies; a test file, wherever it lies, is a test. */
function partOf(file: string): string {
  if (file.endsWith('.test.ts')) return 'tests';
  const m = /^src\/(core|stitches|haisu|edgematch|node|queue|cli|web)\//.exec(file);
  if (m) return ['stitches', 'haisu', 'edgematch'].includes(m[1]!) ? `engine:${m[1]}` : m[1]!;
  if (file === 'src/genres.ts') return 'genres';
  return file.split('/')[0]!;
}

const ENGINES = ['engine:stitches', 'engine:haisu', 'engine:edgematch'];
/** What each part may import, besides its own files. */
const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  'engine:stitches': ['core', 'data'],
  'engine:haisu': ['core', 'data'],
  'engine:edgematch': ['core', 'data'],
  genres: ['core', ...ENGINES],
  node: ['core'],
  queue: ['core', 'node'],
  cli: ['core', ...ENGINES, 'genres', 'node', 'queue', 'data'],
  web: ['core', ...ENGINES, 'genres', 'data', 'experiments'],
  experiments: ['core', ...ENGINES, 'genres', 'node', 'queue', 'cli', 'data'],
  // bin/system.mjs says which outside programs are installed; the queue benches start workers as the tests do
  bench: ['core', ...ENGINES, 'genres', 'node', 'queue', 'cli', 'data', 'experiments', 'bin', 'tests'],
  data: [],
  tests: ['core', ...ENGINES, 'genres', 'node', 'queue', 'cli', 'web', 'data', 'experiments', 'bench', 'bin'],
};
/** The files of an engine that research (experiments, bench) may import. */
const ENGINE_DOORS = /^src\/(stitches|haisu|edgematch)\/(index|research)\.ts$/;

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|^\s*import\s*['"](\.[^'"]+)['"]/gm;

/** Relative imports of a source text, as repository paths. */
function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) out.push(relative(ROOT, resolve(ROOT, dirname(file), (m[1] ?? m[2] ?? m[3])!)).split('\\').join('/'));
  return out;
}

function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) { if (!e.name.startsWith('.') && e.name !== 'node_modules') walk(path); }
      else if (/\.(ts|mts)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const d of FOLDERS) walk(d);
  return out.sort();
}

/** The arrows that break the rules, as "from -> to" lines. */
function wrongArrows(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    const a = partOf(from);
    for (const to of targets) {
      const b = partOf(to);
      if (a === b) continue;
      const research = (a === 'experiments' || a === 'bench') && ENGINES.includes(b) && !ENGINE_DOORS.test(to);
      if (!(ALLOWED[a] ?? []).includes(b) || research) wrong.push(`${from} -> ${to}`);
    }
  }
  return wrong;
}

/** Every circle of files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) { on.delete(w); component.push(w); if (w === v) break; }
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graph = new Map(sources().map((f) => [f, importsOf(f, readFileSync(join(ROOT, f), 'utf8'))]));

describe('the architecture', () => {
  it('has no arrow the wrong way: engines, core, the queue and node import no program, research no engine file but its doors', () => {
    expect(wrongArrows(graph)).toEqual([]);
  });

  it('has no circle of files', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('catches a wrong arrow and a circle when one is there', () => {
    const bad = new Map(graph);
    bad.set('src/core/rng.ts', [...graph.get('src/core/rng.ts')!, 'src/stitches/index.ts']);
    bad.set('src/queue/jobs.ts', [...graph.get('src/queue/jobs.ts')!, 'src/cli/main.ts']);
    bad.set('experiments/registry.ts', [...graph.get('experiments/registry.ts')!, 'src/haisu/solve.ts']);
    expect(wrongArrows(bad).sort()).toEqual(['experiments/registry.ts -> src/haisu/solve.ts', 'src/core/rng.ts -> src/stitches/index.ts', 'src/queue/jobs.ts -> src/cli/main.ts']);
    bad.set('src/core/grid.ts', ['src/core/regions.ts']);
    bad.set('src/core/regions.ts', ['src/core/grid.ts']);
    expect(circles(bad)).toContainEqual(['src/core/grid.ts', 'src/core/regions.ts']);
  });
});
