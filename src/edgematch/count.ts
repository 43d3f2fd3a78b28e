/**
 * Exhaustive count of perfect boards by a plain top-left row-scan search. Each node is one
 * valid placement: a piece, turned, that fits the frame and matches its top and left
 * neighbours. Used to reproduce published counts (Brendan Owen's 6x6: 260 boards).
 */
import { borderSides, edgeAt, fitsFrame, LEFT, TOP, RIGHT, BOTTOM, type Instance } from './model.ts';

export interface PerfectCount {
  solutions: number;
  nodes: number;
}

export function countPerfect(instance: Instance): PerfectCount {
  const { width: w, height: h, pieces } = instance;
  const n = w * h;
  const colours = 1 + Math.max(...pieces.flat());
  // For each cell kind (border bit set) and (top, left) pair, the fitting (piece, rotation) list.
  const lists = new Map<number, Int32Array>();
  const listFor = (border: number, top: number, left: number): Int32Array => {
    const key = (border * colours + top) * colours + left;
    let l = lists.get(key);
    if (!l) {
      const found: number[] = [];
      pieces.forEach((p, id) => {
        for (let rot = 0; rot < 4; rot++) {
          if (fitsFrame(p, rot, border) && edgeAt(p, rot, TOP) === top && edgeAt(p, rot, LEFT) === left) found.push(id * 4 + rot);
        }
      });
      l = Int32Array.from(found);
      lists.set(key, l);
    }
    return l;
  };
  const border = Int32Array.from({ length: n }, (_, i) => borderSides(w, h, Math.floor(i / w), i % w));
  const rightOf = new Int32Array(n), bottomOf = new Int32Array(n);
  const used = new Uint8Array(pieces.length);
  let solutions = 0, nodes = 0;
  const place = (i: number): void => {
    if (i === n) { solutions++; return; }
    const top = i >= w ? bottomOf[i - w]! : 0;
    const left = i % w > 0 ? rightOf[i - 1]! : 0;
    const list = listFor(border[i]!, top, left);
    for (let k = 0; k < list.length; k++) {
      const id = list[k]! >> 2, rot = list[k]! & 3;
      if (used[id]) continue;
      nodes++;
      used[id] = 1;
      rightOf[i] = edgeAt(pieces[id]!, rot, RIGHT);
      bottomOf[i] = edgeAt(pieces[id]!, rot, BOTTOM);
      place(i + 1);
      used[id] = 0;
    }
  };
  place(0);
  return { solutions, nodes };
}
