/**
 * The two halves of a band and how each is filled. A band is cut either between rows or between
 * columns:
 *
 * - a rows cut: the upper half is the top rows of the band (rounded either way for an odd band),
 *   filled column by column from the left, each column top to bottom; the lower half is the
 *   rest, built upward from the frame: column by column, each column bottom to top. The seam
 *   runs along the band, one colour per column.
 * - a columns cut: the left half is the left columns of the band, filled column by column from
 *   the left border, the right half the others, column by column from the right border; each
 *   column top to bottom. The seam runs across the band, one colour per band row. It is short,
 *   so far fewer fillings of a half share the join's work (see the ratchet).
 *
 * Either way a half is filled line by line (a line is a column of the half), every line in the
 * same slot order. Within a half, a cell's "horizontal in" colour is the one it meets on the side
 * its row is built from, its "vertical in" colour the one it meets on the side its line is built
 * from; "out" colours face the next cell. The seam colour of a seam cell is its vertical out
 * (rows cut) or horizontal out (columns cut) colour.
 *
 * Colours are renumbered densely (0..C-1) so that suffix bound tables can be indexed by them.
 */
import { bandCandidates, type BandProblem, type Candidates } from '../band.ts';
import { GREY, type Placement } from '../model.ts';

export type HalfName = 'upper' | 'lower' | 'left' | 'right';

/**
 * How the band is cut: between rows with the extra row of an odd band in the upper or the lower
 * half, or between the middle columns.
 */
export type Split = 'upper' | 'lower' | 'columns';

export interface Half {
  name: HalfName;
  /** lines (columns of the half) in fill order */
  width: number;
  /** cells per line */
  height: number;
  /** cells: width * height, in fill order */
  size: number;
  /** per fill position: line, slot (0..height-1, order within the line), band cell (row-major) */
  col: Int32Array;
  slot: Int32Array;
  cell: Int32Array;
  /** per line: colour index met by the first cell of the line */
  start: Int32Array;
  /** colour index of grey, met by every row at the border the half starts from */
  grey: number;
  /** seam colours per filling: band width (rows cut) or band rows (columns cut) */
  seamLength: number;
  /** per fill position: the seam entry the cell closes, or -1 */
  seamAt: Int32Array;
  /** the seam colour is the cell's horizontal out colour (columns cut), else its vertical out colour */
  seamIsHorizontal: boolean;
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

/** Band rows of the upper half of a rows cut: floor(B/2), or ceil(B/2) when it takes the extra row. */
function upperRows(rows: number, split: 'upper' | 'lower'): number {
  return split === 'upper' ? Math.ceil(rows / 2) : Math.floor(rows / 2);
}

/** Band columns of the left half of a columns cut. */
function leftColumns(width: number): number {
  return Math.floor(width / 2);
}

/** A split in words, for people: "between columns", "between rows", or with the odd band's extra row. */
export function describeSplit(split: Split, rows: number): string {
  return split === 'columns' ? 'between columns' : `between rows${rows % 2 ? `, extra row ${split}` : ''}`;
}

/** The two halves of a split: the first one declares seam mismatches (see enumerate.ts). */
export function halvesOf(split: Split): [HalfName, HalfName] {
  return split === 'columns' ? ['left', 'right'] : ['upper', 'lower'];
}

/** The half `name` of the band cut by `split`; `cands` are the band's candidates per cell when already known. */
export function buildHalf(p: BandProblem, name: HalfName, palette: Palette, split: Split, cands: Candidates[] = bandCandidates(p)): Half {
  const w = p.width, rowsCut = split !== 'columns';
  const cut = rowsCut ? upperRows(p.rows, split) : leftColumns(w);
  // the band rows (top to bottom or bottom to top) and columns of the half, in fill order
  const rows = name === 'upper' ? range(0, cut) : name === 'lower' ? range(cut, p.rows).reverse() : range(0, p.rows);
  const cols = name === 'left' ? range(0, cut) : name === 'right' ? range(cut, w).reverse() : range(0, w);
  const height = rows.length, width = cols.length, size = width * height;
  const col = new Int32Array(size), slot = new Int32Array(size), cell = new Int32Array(size);
  const seamAt = new Int32Array(size).fill(-1);
  const from = new Int32Array(size + 1);
  const flat: number[][] = [[], [], [], [], [], []];
  const ix = (c: number) => palette.index.get(c)!;
  for (let j = 0, i = 0; j < width; j++) {
    for (let s = 0; s < height; s++, i++) {
      const r = rows[s]!, c = cols[j]!;
      col[i] = j; slot[i] = s; cell[i] = r * w + c;
      if (rowsCut ? s === height - 1 : j === width - 1) seamAt[i] = rowsCut ? j : s;
      const k = cands[r * w + c]!;
      from[i] = flat[0]!.length;
      for (let t = 0; t < k.q.length; t++) {
        const [hIn, hOut] = name === 'right' ? [k.right[t]!, k.left[t]!] : [k.left[t]!, k.right[t]!];
        const [vIn, vOut] = name === 'lower' ? [k.bottom[t]!, k.top[t]!] : [k.top[t]!, k.bottom[t]!];
        [k.q[t]!, k.rot[t]!, ix(hIn), ix(hOut), ix(vIn), ix(vOut)].forEach((v, f) => flat[f]!.push(v));
      }
    }
  }
  from[size] = flat[0]!.length;
  const start = Int32Array.from(cols, (c) => ix(name === 'lower' ? GREY : p.above[c]!));
  const [q, rot, hIn, hOut, vIn, vOut] = flat.map((a) => Int32Array.from(a)) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  return {
    name, width, height, size, col, slot, cell, start, grey: ix(GREY), seamLength: rowsCut ? width : height, seamAt,
    seamIsHorizontal: !rowsCut, from, q, rot, hIn, hOut, vIn, vOut,
  };
}

/** Colours a half can show at each seam entry. */
export function seamColours(half: Half): number[][] {
  const out: number[][] = Array.from({ length: half.seamLength }, () => []);
  for (let i = 0; i < half.size; i++) {
    const e = half.seamAt[i]!;
    if (e < 0) continue;
    const set = new Set<number>();
    for (let k = half.from[i]!; k < half.from[i + 1]!; k++) set.add(half.seamIsHorizontal ? half.hOut[k]! : half.vOut[k]!);
    out[e] = [...set].sort((a, b) => a - b);
  }
  return out;
}

/** Band cells (row-major) filled by a half's chosen candidates; the other half's cells stay unset. */
export function placements(p: BandProblem, h: Half, chosen: Int32Array): Placement[] {
  const out: Placement[] = new Array(p.width * p.rows);
  for (let i = 0; i < h.size; i++) {
    const k = chosen[i]!;
    out[h.cell[i]!] = [p.pool[h.q[k]!]!, h.rot[k]!];
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
