/**
 * Hopcroft–Karp maximum bipartite matching.
 * Left vertices 0..nLeft-1, right vertices 0..nRight-1; the edges of left vertex u are
 * adj[start[u] .. start[u+1]-1] (compressed rows). Runs in O(E·√V).
 */
export interface Matching {
  size: number;
  /** right partner of each left vertex, or -1 */
  matchLeft: Int32Array;
  /** left partner of each right vertex, or -1 */
  matchRight: Int32Array;
}

export function maxMatching(nLeft: number, nRight: number, start: Int32Array, adj: Int32Array): Matching {
  const matchLeft = new Int32Array(nLeft).fill(-1);
  const matchRight = new Int32Array(nRight).fill(-1);
  const dist = new Int32Array(nLeft);
  const queue = new Int32Array(nLeft);
  const iter = new Int32Array(nLeft);
  const INF = 0x3fffffff;
  let size = 0;

  const bfs = (): boolean => {
    let head = 0;
    let tail = 0;
    for (let u = 0; u < nLeft; u++) {
      if (matchLeft[u] === -1) { dist[u] = 0; queue[tail++] = u; } else dist[u] = INF;
    }
    let found = false;
    while (head < tail) {
      const u = queue[head++]!;
      for (let e = start[u]!; e < start[u + 1]!; e++) {
        const w = matchRight[adj[e]!]!;
        if (w === -1) found = true;
        else if (dist[w] === INF) { dist[w] = dist[u]! + 1; queue[tail++] = w; }
      }
    }
    return found;
  };

  // iterative DFS along the BFS layers, so deep graphs cannot overflow the stack
  const stack = new Int32Array(nLeft + 1);
  const augment = (root: number): boolean => {
    let top = 0;
    stack[top] = root;
    while (top >= 0) {
      const u = stack[top]!;
      let advanced = false;
      while (iter[u]! < start[u + 1]!) {
        const v = adj[iter[u]!]!;
        const w = matchRight[v]!;
        if (w === -1) {
          // flip the path stack[0..top]
          for (let i = top; i >= 0; i--) {
            const x = stack[i]!;
            const y = adj[iter[x]!]!;
            matchLeft[x] = y;
            matchRight[y] = x;
          }
          return true;
        }
        if (dist[w] === dist[u]! + 1) {
          stack[++top] = w;
          advanced = true;
          break;
        }
        iter[u]!++;
      }
      if (!advanced) {
        dist[u] = INF;
        top--;
        if (top >= 0) iter[stack[top]!]!++;
      }
    }
    return false;
  };

  while (bfs()) {
    for (let u = 0; u < nLeft; u++) iter[u] = start[u]!;
    for (let u = 0; u < nLeft; u++) if (matchLeft[u] === -1 && augment(u)) size++;
  }
  return { size, matchLeft, matchRight };
}

/** Builds compressed rows from a list of adjacency lists. */
export function compressRows(lists: ArrayLike<number>[]): { start: Int32Array; adj: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  for (let u = 0; u < lists.length; u++) start[u + 1] = start[u]! + lists[u]!.length;
  const adj = new Int32Array(start[lists.length]!);
  for (let u = 0; u < lists.length; u++) adj.set(Array.from(lists[u]!), start[u]!);
  return { start, adj };
}
