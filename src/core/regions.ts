import type { GridSize } from './grid.ts';
import { neighbourTable } from './grid.ts';
import type { Rng } from './rng.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * Cuts a grid into `count` connected blocks: scatter distinct starting cells, then repeatedly
 * extend the smallest block that can still grow by one random free cell next to it. Growing the
 * smallest keeps the blocks close to equal size. Blocks are numbered in row-major order of
 * their first cell, so equal maps have equal arrays.
 */
export function cutRegions(g: GridSize, count: number, rng: Rng): Int32Array {
  const n = g.width * g.height;
  if (!(count >= 1 && count <= n)) throw new RangeError(`cannot cut ${n} cells into ${count} blocks`);
  const nb = neighbourTable(g);
  const owner = new Int32Array(n).fill(-1);
  const size = new Int32Array(count);
  const cells: number[][] = [];
  const starts = rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, count);
  starts.forEach((cell, b) => { owner[cell] = b; size[b] = 1; cells.push([cell]); });
  let assigned = count;
  const frontier: number[] = [];
  while (assigned < n) {
    // blocks ordered by size, ties by index; the first that can grow does
    const order = Array.from({ length: count }, (_, b) => b).sort((a, b) => size[a]! - size[b]! || a - b);
    let grown = false;
    for (const b of order) {
      frontier.length = 0;
      for (const cell of cells[b]!) {
        for (let d = 0; d < 4; d++) {
          const m = nb[4 * cell + d]!;
          if (m >= 0 && owner[m] === -1 && !frontier.includes(m)) frontier.push(m);
        }
      }
      if (frontier.length === 0) continue;
      frontier.sort((a, b2) => a - b2);
      const chosen = rng.pick(frontier);
      owner[chosen] = b;
      size[b]!++;
      cells[b]!.push(chosen);
      assigned++;
      grown = true;
      break;
    }
    if (!grown) throw new Error('cutRegions: no block can grow (unreachable on a connected grid)');
  }
  return canonicalRegions(owner);
}

/** Renumbers region ids by first appearance in row-major order. */
export function canonicalRegions(owner: ArrayLike<number>): Int32Array {
  const map = new Map<number, number>();
  const out = new Int32Array(owner.length);
  for (let i = 0; i < owner.length; i++) {
    let id = map.get(owner[i]!);
    if (id === undefined) { id = map.size; map.set(owner[i]!, id); }
    out[i] = id;
  }
  return out;
}

/** Cells of each region, as lists of cell ids in increasing order. */
export function regionCells(regions: ArrayLike<number>, count: number): number[][] {
  const out: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < regions.length; i++) out[regions[i]!]!.push(i);
  return out;
}

/**
 * Checks a region map read from a file: ids are integers 0..n-1, each id is used, and
 * each region is orthogonally connected. Returns the region count.
 */
export function validateRegions(g: GridSize, regions: ArrayLike<number>, field = 'regions'): Result<number> {
  let max = -1;
  for (let i = 0; i < regions.length; i++) {
    const v = regions[i]!;
    if (!Number.isInteger(v) || v < 0) {
      return fail(`region id must be a whole number ≥ 0, got ${v}`, `${field}[${Math.floor(i / g.width)}][${i % g.width}]`);
    }
    if (v > max) max = v;
  }
  const count = max + 1;
  const cells = regionCells(regions, count);
  for (let id = 0; id < count; id++) {
    if (cells[id]!.length === 0) return fail(`region ids must run 0..${count - 1}, but ${id} is unused`, field);
  }
  const nb = neighbourTable(g);
  const seen = new Uint8Array(regions.length);
  for (let id = 0; id < count; id++) {
    const list = cells[id]!;
    const stack = [list[0]!];
    seen[list[0]!] = 1;
    let reached = 1;
    while (stack.length) {
      const cell = stack.pop()!;
      for (let d = 0; d < 4; d++) {
        const m = nb[4 * cell + d]!;
        if (m >= 0 && !seen[m] && regions[m] === id) { seen[m] = 1; reached++; stack.push(m); }
      }
    }
    if (reached !== list.length) {
      const stray = list.find((c) => !seen[c])!;
      return fail(`region ${id} is not connected (cell [${Math.floor(stray / g.width)},${stray % g.width}] is cut off)`, field);
    }
  }
  return ok(count);
}
