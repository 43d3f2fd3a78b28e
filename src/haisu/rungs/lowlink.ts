import type { HaisuState } from '../state.ts';

/**
 * Depth-first search with low links (Tarjan) over the gaps a walk may still use, shared by the
 * rungs that look for cut cells. Iterative, on scratch arrays reused between calls. A rung
 * extends it with the cells it admits and what it does as a cell is finished: methods, not
 * callbacks, so a search node allocates no closure (a node runs several of these searches).
 */
export abstract class LowLink {
  /** discovery time per cell, from 1; 0 = not reached in this search */
  disc = new Int32Array(0);
  /** least discovery time reachable from the cell's subtree by one back edge */
  low = new Int32Array(0);
  parent = new Int32Array(0);
  private dir = new Int32Array(0);
  private stack = new Int32Array(0);

  /** Whether the search may step onto cell m. */
  protected abstract admit(s: HaisuState, m: number): boolean;

  /** Called as each cell c other than the root is finished (its subtree complete), p its parent. */
  protected abstract close(c: number, p: number): void;

  /** Makes room for n cells; call it before holding on to disc, low or parent (they may be replaced). */
  ensure(n: number): void {
    if (this.disc.length >= n) return;
    this.disc = new Int32Array(n); this.low = new Int32Array(n); this.parent = new Int32Array(n);
    this.dir = new Int32Array(n); this.stack = new Int32Array(n);
  }

  /**
   * Searches from `root` through cells `admit` accepts, along usable gaps, calling `close` on
   * each finished cell. The first `count` cells of `clear` are those whose disc must be reset
   * first. Returns the cells reached.
   */
  run(s: HaisuState, root: number, clear: ArrayLike<number>, count: number): number {
    const b = s.board;
    this.ensure(b.size);
    const disc = this.disc, low = this.low, parent = this.parent, dir = this.dir, stack = this.stack;
    const nb = b.nb, cellEdge = b.cellEdge;
    for (let i = 0; i < count; i++) disc[clear[i]!] = 0;
    let time = 0, top = 0;
    disc[root] = low[root] = ++time; dir[root] = 0; parent[root] = -1;
    stack[top++] = root;
    while (top > 0) {
      const c = stack[top - 1]!;
      if (dir[c]! < 4) {
        const d = dir[c]!++;
        const e = cellEdge[4 * c + d]!;
        if (e < 0) continue;
        const m = nb[4 * c + d]!;
        if (m === parent[c] || !this.admit(s, m) || !s.usable(e)) continue;
        if (disc[m] === 0) {
          disc[m] = low[m] = ++time; dir[m] = 0; parent[m] = c;
          stack[top++] = m;
        } else if (disc[m]! < low[c]!) low[c] = disc[m]!;
        continue;
      }
      top--;
      const p = parent[c]!;
      if (p < 0) continue;
      if (low[c]! < low[p]!) low[p] = low[c]!;
      this.close(c, p);
    }
    return time;
  }
}
