/**
 * The two halves of a band and the orders in which each is filled. A band is cut either between
 * rows or between columns; each half is filled line by line, every line in the same slot order:
 *
 * - a columns cut: the left half is the left columns, the right half the others. A line is a
 *   column of the half, filled top to bottom; the seam runs across the band, one colour per row.
 * - a rows cut: the upper half is the top rows of the band (rounded either way for an odd band),
 *   the lower half the rest. A line is a column of the half, the lines taken from the left; the
 *   seam runs along the band, one colour per column.
 *
 * Each half is built in one of two orders. From the frame: the half starts at the band's border
 * away from the seam and ends at the seam (a columns cut: from the side frame inward; a rows cut:
 * each column from the row above the band down, or from the bottom frame up). Its seam colours
 * are what its last cells show the other half; this is the order a stored half is listed in.
 * From the seam: the half starts at the seam and works outward, so a streamed half fixes the
 * seam colours it must meet at its very first cells, where the join can cut at once. The colour
 * those first cells meet across the seam is free when the bounds are built (wild); the
 * enumeration pays for it against the stored half's seam (see enumerate.ts).
 *
 * Within a half, a cell's "horizontal in" colour is the one it meets on the side its row is built
 * from, its "vertical in" colour the one it meets on the side its line is built from; "out"
 * colours face the next cell. A line that runs up to the band's top row without starting there
 * (an upper half filled from the seam) ends at the fixed row above: a cell there pays one more
 * mismatch (`extra`) when its top colour differs. Likewise a line that runs down to the band's
 * bottom row ends at the fixed row below when the band lies in the middle of a board (at the
 * bottom of the board the frame rules make that edge grey on both sides).
 *
 * Colours are renumbered densely (0..C-1) so that suffix bound tables can be indexed by them;
 * index C is the wild colour that matches anything.
 */
import { bandCandidates, belowColour, type BandProblem, type Candidates } from '../band.ts';
import { BOTTOM, GREY, LEFT, RIGHT, TOP, type Placement } from '../model.ts';

export type HalfName = 'upper' | 'lower' | 'left' | 'right';

/**
 * How the band is cut: between rows with the extra row of an odd band in the upper or the lower
 * half, or between the middle columns.
 */
export type Split = 'upper' | 'lower' | 'columns';

/** Where a half's filling starts: at the band's border away from the seam, or at the seam. */
export type Order = 'frame' | 'seam';

export interface Half {
  name: HalfName;
  order: Order;
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
  /** colours of the band (indices 0..colours-1); index `colours` is the wild colour */
  colours: number;
  /** per line: colour index met by the first cell of the line (wild at the seam) */
  start: Int32Array;
  /** colour index every row meets where it starts (grey at the frame, wild at the seam) */
  rowStart: number;
  /** seam colours per filling: band rows (columns cut) or band width (rows cut) */
  seamLength: number;
  /** per fill position: the seam entry the cell lies on, or -1 */
  seamAt: Int32Array;
  /** side (model TOP/RIGHT/BOTTOM/LEFT) a seam cell of this half shows the other half */
  seamSide: number;
  /** candidates of fill position i are [from[i], from[i+1]) in the flat arrays below */
  from: Int32Array;
  q: Int32Array;
  rot: Int32Array;
  hIn: Int32Array;
  hOut: Int32Array;
  vIn: Int32Array;
  vOut: Int32Array;
  /** per candidate: the colour it shows across the seam (seam cells only, else -1) */
  seamColour: Int32Array;
  /** per candidate: mismatches it has with the fixed rows above and below that no in colour counts (0 to 2) */
  extra: Uint8Array;
}

/** Dense colour numbering shared by both halves. */
export interface Palette {
  /** colour index -> original colour */
  colours: number[];
  index: Map<number, number>;
}

export function paletteOf(p: BandProblem): Palette {
  const all = new Set<number>([GREY, ...p.above, ...(p.below ?? [])]);
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

/** The two halves of a split, the left or upper one first. */
export function halvesOf(split: Split): [HalfName, HalfName] {
  return split === 'columns' ? ['left', 'right'] : ['upper', 'lower'];
}

/**
 * The band rows and columns of a half, each in fill order, and which way they run: a row from
 * left to right (else right to left), a line from top to bottom (else bottom to top).
 */
function geometry(p: BandProblem, name: HalfName, split: Split, order: Order): { rows: number[]; cols: number[]; rightward: boolean; downward: boolean } {
  const w = p.width, frameFirst = order === 'frame';
  if (split === 'columns') {
    const rightward = (name === 'left') === frameFirst;
    const cols = name === 'left' ? range(0, leftColumns(w)) : range(leftColumns(w), w);
    return { rows: range(0, p.rows), cols: rightward ? cols : cols.reverse(), rightward, downward: true };
  }
  const downward = (name === 'upper') === frameFirst;
  const cut = upperRows(p.rows, split);
  const rows = name === 'upper' ? range(0, cut) : range(cut, p.rows);
  return { rows: downward ? rows : rows.reverse(), cols: range(0, w), rightward: true, downward };
}

/** The half `name` of the band cut by `split`, filled in `order`; `cands` are the band's candidates per cell when already known. */
export function buildHalf(p: BandProblem, name: HalfName, palette: Palette, split: Split, order: Order = 'frame', cands: Candidates[] = bandCandidates(p)): Half {
  const w = p.width, rowsCut = split !== 'columns', fromSeam = order === 'seam';
  const { rows, cols, rightward, downward } = geometry(p, name, split, order);
  const height = rows.length, width = cols.length, size = width * height;
  const colours = palette.colours.length, wild = colours;
  const ix = (c: number) => palette.index.get(c)!;
  const seamSide = { left: RIGHT, right: LEFT, upper: BOTTOM, lower: TOP }[name];
  const col = new Int32Array(size), slot = new Int32Array(size), cell = new Int32Array(size);
  const seamAt = new Int32Array(size).fill(-1);
  const from = new Int32Array(size + 1);
  const flat: number[][] = [[], [], [], [], [], [], [], []];
  for (let j = 0, i = 0; j < width; j++) {
    for (let s = 0; s < height; s++, i++) {
      const r = rows[s]!, c = cols[j]!;
      col[i] = j; slot[i] = s; cell[i] = r * w + c;
      const seamLine = rowsCut ? s === (fromSeam ? 0 : height - 1) : j === (fromSeam ? 0 : width - 1);
      if (seamLine) seamAt[i] = rowsCut ? j : s;
      // a line ends at a fixed row it does not start from
      const endsAbove = !downward && r === 0, endsBelow = downward && r === p.rows - 1;
      const k = cands[r * w + c]!;
      from[i] = flat[0]!.length;
      for (let t = 0; t < k.q.length; t++) {
        const [hIn, hOut] = rightward ? [k.left[t]!, k.right[t]!] : [k.right[t]!, k.left[t]!];
        const [vIn, vOut] = downward ? [k.top[t]!, k.bottom[t]!] : [k.bottom[t]!, k.top[t]!];
        const shown = [k.top[t]!, k.right[t]!, k.bottom[t]!, k.left[t]!][seamSide]!;
        const extra = (endsAbove && k.top[t] !== p.above[c] ? 1 : 0) + (endsBelow && k.bottom[t] !== belowColour(p, c) ? 1 : 0);
        [k.q[t]!, k.rot[t]!, ix(hIn), ix(hOut), ix(vIn), ix(vOut), seamLine ? ix(shown) : -1, extra].forEach((v, f) => flat[f]!.push(v));
      }
    }
  }
  from[size] = flat[0]!.length;
  // a line starts at the row above the band, at the row below it (or the bottom frame), or at the seam
  const start = Int32Array.from(cols, (c) => (rowsCut && fromSeam ? wild : ix(downward ? p.above[c]! : belowColour(p, c))));
  const [q, rot, hIn, hOut, vIn, vOut, seamColour] = flat.slice(0, 7).map((a) => Int32Array.from(a)) as Int32Array[];
  return {
    name, order, width, height, size, col, slot, cell, colours, start, rowStart: !rowsCut && fromSeam ? wild : ix(GREY),
    seamLength: rowsCut ? width : height, seamAt, seamSide, from, q: q!, rot: rot!, hIn: hIn!, hOut: hOut!, vIn: vIn!, vOut: vOut!,
    seamColour: seamColour!, extra: Uint8Array.from(flat[7]!),
  };
}

/** Colours a half can show at each seam entry. */
export function seamColours(half: Half): number[][] {
  const out: number[][] = Array.from({ length: half.seamLength }, () => []);
  for (let i = 0; i < half.size; i++) {
    const e = half.seamAt[i]!;
    if (e < 0) continue;
    const set = new Set<number>();
    for (let k = half.from[i]!; k < half.from[i + 1]!; k++) set.add(half.seamColour[k]!);
    out[e] = [...set].sort((a, b) => a - b);
  }
  return out;
}

/** Band cells (row-major) filled by a half's chosen candidates; the other half's cells stay unset. */
export function placements(p: BandProblem, h: Half, chosen: Int32Array): Placement[] {
  const out = new Array<Placement>(p.width * p.rows);
  for (let i = 0; i < h.size; i++) {
    const k = chosen[i]!;
    out[h.cell[i]!] = [p.pool[h.q[k]!]!, h.rot[k]!];
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
