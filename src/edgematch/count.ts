/**
 * Exhaustive count of perfect boards by a plain top-left row-scan search. Each node is one
 * valid placement: a piece, turned, that fits the frame and matches its top and left
 * neighbours. Used to reproduce published counts (Brendan Owen's 6x6: 260 boards).
 */
import { borderSides, edgeAt, GREY, LEFT, TOP, RIGHT, BOTTOM, type Instance } from './model.ts';

interface PerfectCount {
  solutions: number;
  nodes: number;
}

/**
 * Every turned piece filed under (grey sides, top, left), in piece-then-rotation order: the
 * search reads the fitting placements of a cell as one contiguous run, with the colours it
 * passes on to the right and below stored beside them.
 */
interface PlacementIndex {
  /** placements under key k are at [from[k], from[k+1]) */
  from: Int32Array;
  id: Int32Array;
  right: Int32Array;
  bottom: Int32Array;
  colours: number;
}

function indexPlacements(pieces: number[][]): PlacementIndex {
  const colours = 1 + Math.max(...pieces.flat());
  const keyOf = (piece: number[], rot: number) => {
    let grey = 0;
    for (let s = 0; s < 4; s++) if (edgeAt(piece, rot, s) === GREY) grey |= 1 << s;
    return (grey * colours + edgeAt(piece, rot, TOP)) * colours + edgeAt(piece, rot, LEFT);
  };
  const keys = 16 * colours * colours;
  const from = new Int32Array(keys + 1);
  pieces.forEach((p) => { for (let rot = 0; rot < 4; rot++) from[keyOf(p, rot) + 1]!++; });
  for (let k = 0; k < keys; k++) from[k + 1]! += from[k]!;
  const next = from.slice(0, keys);
  const n = pieces.length * 4;
  const id = new Int32Array(n), right = new Int32Array(n), bottom = new Int32Array(n);
  pieces.forEach((p, pid) => {
    for (let rot = 0; rot < 4; rot++) {
      const at = next[keyOf(p, rot)]!++;
      id[at] = pid;
      right[at] = edgeAt(p, rot, RIGHT);
      bottom[at] = edgeAt(p, rot, BOTTOM);
    }
  });
  return { from, id, right, bottom, colours };
}

export function countPerfect(instance: Instance): PerfectCount {
  const { width: w, height: h, pieces } = instance;
  const n = w * h;
  const { from, id, right, bottom, colours } = indexPlacements(pieces);
  // key of each cell without its top and left colours
  const cellKey = Int32Array.from({ length: n }, (_, i) => borderSides(w, h, Math.floor(i / w), i % w) * colours * colours);
  const rightOf = new Int32Array(n), bottomOf = new Int32Array(n);
  const used = new Uint8Array(pieces.length);
  let solutions = 0, nodes = 0;
  const place = (i: number): void => {
    if (i === n) { solutions++; return; }
    const top = i >= w ? bottomOf[i - w]! : GREY;
    const left = i % w > 0 ? rightOf[i - 1]! : GREY;
    const key = cellKey[i]! + top * colours + left;
    for (let k = from[key]!, end = from[key + 1]!; k < end; k++) {
      const pid = id[k]!;
      if (used[pid]) continue;
      nodes++;
      used[pid] = 1;
      rightOf[i] = right[k]!;
      bottomOf[i] = bottom[k]!;
      place(i + 1);
      used[pid] = 0;
    }
  };
  place(0);
  return { solutions, nodes };
}
