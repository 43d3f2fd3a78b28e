import type { HaisuState } from '../state.ts';

/**
 * Depth-first search with low links (Tarjan) over the gaps a walk may still use, shared by the
 * rungs that look for cut cells. Iterative, on scratch arrays reused between calls.
 */
export class LowLink {
  /** discovery time per cell, from 1; 0 = not reached in this search */
  disc = new Int32Array(0);
  /** least discovery time reachable from the cell's subtree by one back edge */
  low = new Int32Array(0);
  parent = new Int32Array(0);
  private dir = new Int32Array(0);
  private stack = new Int32Array(0);

  /** Makes room for n cells; call it before holding on to disc, low or parent (they may be replaced). */
  ensure(n: number): void {
    if (this.disc.length >= n) return;
    this.disc = new Int32Array(n); this.low = new Int32Array(n); this.parent = new Int32Array(n);
    this.dir = new Int32Array(n); this.stack = new Int32Array(n);
  }

  /**
   * Searches from `root` through cells `admit` accepts, along usable gaps; `close(c, p)` is
   * called as each cell c other than the root is finished (its subtree complete), p its parent.
   * `clear` lists the cells whose disc must be reset first. Returns the cells reached.
   */
  run(s: HaisuState, root: number, clear: Iterable<number>, admit: (m: number) => boolean, close: (c: number, p: number) => void): number {
    const b = s.board;
    this.ensure(b.size);
    const { disc, low, parent, dir, stack } = this;
    for (const c of clear) disc[c] = 0;
    let time = 0, top = 0;
    const open = (c: number, p: number) => {
      disc[c] = low[c] = ++time; dir[c] = 0; parent[c] = p;
      stack[top++] = c;
    };
    open(root, -1);
    while (top > 0) {
      const c = stack[top - 1]!;
      if (dir[c]! < 4) {
        const d = dir[c]!++;
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0) continue;
        const m = b.nb[4 * c + d]!;
        if (m === parent[c] || !admit(m) || !s.usable(e)) continue;
        if (disc[m] === 0) open(m, c);
        else if (disc[m]! < low[c]!) low[c] = disc[m]!;
        continue;
      }
      top--;
      const p = parent[c]!;
      if (p < 0) continue;
      if (low[c]! < low[p]!) low[p] = low[c]!;
      close(c, p);
    }
    return time;
  }
}
