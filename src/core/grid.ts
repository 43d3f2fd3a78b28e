// Grid geometry with integer cell ids: id = row * width + col.

export interface GridSize {
  width: number;
  height: number;
}

export const rowOf = (g: GridSize, id: number): number => Math.floor(id / g.width);
export const colOf = (g: GridSize, id: number): number => id % g.width;

/**
 * Orthogonal neighbours as a flat table: neighbours of cell i are
 * table[4i .. 4i+3] in the order up, right, down, left, with -1 off the board.
 */
export function neighbourTable(g: GridSize): Int32Array {
  const { width: w, height: h } = g;
  const t = new Int32Array(w * h * 4).fill(-1);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (r > 0) t[4 * i] = i - w;
      if (c < w - 1) t[4 * i + 1] = i + 1;
      if (r < h - 1) t[4 * i + 2] = i + w;
      if (c > 0) t[4 * i + 3] = i - 1;
    }
  }
  return t;
}

/** Checkerboard colour of a cell: 0 for "black" (r + c even), 1 for "white". */
export const cellColour = (g: GridSize, id: number): number => (rowOf(g, id) + colOf(g, id)) & 1;

/**
 * Columns and rows as the play boards label them: columns A, B, …, Z, AA, AB, … from the left,
 * rows 1, 2, … from the top, so a cell reads as a spreadsheet cell does ("B3").
 */
export function columnLabel(col: number): string {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
export const rowLabel = (row: number): string => String(row + 1);

/** A cell named for people, as the boards label it: column letters then row number ("B3"). */
export const cellName = (g: GridSize, id: number): string => `${columnLabel(colOf(g, id))}${rowLabel(rowOf(g, id))}`;
