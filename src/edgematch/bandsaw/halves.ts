/**
 * The two halves of a band and the enumeration of their fillings. The upper half is the top
 * half of the band rows (rounded either way for an odd band), filled column by column from the
 * left, each column top to bottom; the lower half is the rest, built upward from the frame:
 * column by column, each column bottom to top. Within a half, a cell's "vertical in" colour is the one it meets on the side it is built
 * from (upper: its top, lower: its bottom) and its "vertical out" colour faces the next cell of
 * its column, or the seam between the halves for the last cell of a column.
 *
 * Colours are renumbered densely (0..C-1) so that suffix bound tables can be indexed by them.
 */
import { candidatesAt, type BandProblem } from '../band.ts';
import { GREY, type Placement } from '../model.ts';

export type HalfName = 'upper' | 'lower';

export interface Half {
  name: HalfName;
  width: number;
  /** band rows of the half */
  height: number;
  /** cells: width * height, in fill order */
  size: number;
  /** per fill position: column, slot (0..height-1, order within the column), band row */
  col: Int32Array;
  slot: Int32Array;
  bandRow: Int32Array;
  /** per column: colour index met by the first cell of the column */
  start: Int32Array;
  /** colour index of grey, met by every row at the left border */
  grey: number;
  /** candidates of fill position i are [from[i], from[i+1]) in the flat arrays below */
  from: Int32Array;
  q: Int32Array;
  rot: Int32Array;
  hIn: Int32Array;
  hOut: Int32Array;
  vIn: Int32Array;
  vOut: Int32Array;
}

/** Dense colour numbering shared by both halves. */
export interface Palette {
  /** colour index -> original colour */
  colours: number[];
  index: Map<number, number>;
}

export function paletteOf(p: BandProblem): Palette {
  const all = new Set<number>([GREY, ...p.above]);
  for (const id of p.pool) for (const c of p.pieces[id]!) all.add(c);
  const colours = [...all].sort((a, b) => a - b);
  return { colours, index: new Map(colours.map((c, i) => [c, i])) };
}

/** Which half takes the extra row of an odd band. Neither choice wins everywhere: on the turned
 * record boards, 3 rows of the 470 board are far quicker with the extra row below, those of the
 * 464 board far quicker with it above (see the ratchet's automatic choice). */
export type Split = 'upper' | 'lower';

/** Band rows of the upper half: the top floor(B/2) rows, or ceil(B/2) when the upper half takes the extra row. */
export function upperRows(rows: number, split: Split): number {
  return split === 'upper' ? Math.ceil(rows / 2) : Math.floor(rows / 2);
}

/** A half of the band whose upper half holds the top `cut` band rows. */
export function buildHalf(p: BandProblem, name: HalfName, palette: Palette, cut: number): Half {
  const w = p.width;
  const rows = name === 'upper' ? [...Array(cut).keys()] : [...Array(p.rows - cut).keys()].map((k) => p.rows - 1 - k);
  const height = rows.length, size = w * height;
  const col = new Int32Array(size), slot = new Int32Array(size), bandRow = new Int32Array(size);
  const from = new Int32Array(size + 1);
  const flat: number[][] = [[], [], [], [], [], []];
  const ix = (c: number) => palette.index.get(c)!;
  for (let j = 0, i = 0; j < w; j++) {
    for (let s = 0; s < height; s++, i++) {
      col[i] = j; slot[i] = s; bandRow[i] = rows[s]!;
      const c = candidatesAt(p, rows[s]!, j);
      from[i] = flat[0]!.length;
      for (let k = 0; k < c.q.length; k++) {
        const [vin, vout] = name === 'upper' ? [c.top[k]!, c.bottom[k]!] : [c.bottom[k]!, c.top[k]!];
        [c.q[k]!, c.rot[k]!, ix(c.left[k]!), ix(c.right[k]!), ix(vin), ix(vout)].forEach((v, f) => flat[f]!.push(v));
      }
    }
  }
  from[size] = flat[0]!.length;
  const start = Int32Array.from({ length: w }, (_, j) => ix(name === 'upper' ? p.above[j]! : GREY));
  const [q, rot, hIn, hOut, vIn, vOut] = flat.map((a) => Int32Array.from(a)) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  return { name, width: w, height, size, col, slot, bandRow, start, grey: ix(GREY), from, q, rot, hIn, hOut, vIn, vOut };
}

/** Colours a half can show on the seam at each column (the outer colours of its last cells). */
export function seamColours(half: Half): number[][] {
  const out: number[][] = Array.from({ length: half.width }, () => []);
  for (let i = 0; i < half.size; i++) {
    if (half.slot[i] !== half.height - 1) continue;
    const set = new Set<number>();
    for (let k = half.from[i]!; k < half.from[i + 1]!; k++) set.add(half.vOut[k]!);
    out[half.col[i]!] = [...set].sort((a, b) => a - b);
  }
  return out;
}

/** Band cells (row-major) filled by a half's chosen candidates; the other half's cells stay unset. */
export function placements(p: BandProblem, h: Half, chosen: Int32Array): Placement[] {
  const out: Placement[] = new Array(p.width * p.rows);
  for (let i = 0; i < h.size; i++) {
    const k = chosen[i]!;
    out[h.bandRow[i]! * p.width + h.col[i]!] = [p.pool[h.q[k]!]!, h.rot[k]!];
  }
  return out;
}
