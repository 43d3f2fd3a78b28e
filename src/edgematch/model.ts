/**
 * Edge-matching pieces and boards. A piece is four edge colours in the order top, right, bottom,
 * left; colour 0 is the grey of the frame. A placement is [pieceId, rotation]; rotation k turns
 * the piece k quarter turns clockwise, so after one turn the old left edge is on top.
 */
export const TOP = 0, RIGHT = 1, BOTTOM = 2, LEFT = 3;
export const GREY = 0;

export type Placement = readonly [pieceId: number, rotation: number];

export interface Instance {
  width: number;
  height: number;
  /** pieces[id] = [top, right, bottom, left] */
  pieces: number[][];
}

export interface Board extends Instance {
  /** row-major, width*height entries; null = empty cell */
  cells: (Placement | null)[];
}

/** Colour a piece shows on a side after `rotation` clockwise quarter turns. */
export function edgeAt(piece: ArrayLike<number>, rotation: number, side: number): number {
  return piece[(side - rotation + 4) & 3]!;
}

/** Colour a board cell shows on a side, or -1 when the cell is empty. */
export function cellEdge(board: Board, cell: number, side: number): number {
  const p = board.cells[cell];
  return p ? edgeAt(board.pieces[p[0]]!, p[1], side) : -1;
}

/** Sides of a cell that lie on the border of the board (bit s set = side s is a border). */
export function borderSides(width: number, height: number, row: number, col: number): number {
  return (row === 0 ? 1 << TOP : 0) | (col === width - 1 ? 1 << RIGHT : 0)
    | (row === height - 1 ? 1 << BOTTOM : 0) | (col === 0 ? 1 << LEFT : 0);
}

/** True when the rotated piece shows grey exactly on the border sides given as a bit set. */
export function fitsFrame(piece: ArrayLike<number>, rotation: number, border: number): boolean {
  for (let s = 0; s < 4; s++) {
    if ((edgeAt(piece, rotation, s) === GREY) !== ((border >> s & 1) === 1)) return false;
  }
  return true;
}

/** The same board turned half a turn: cell i goes to the mirrored cell, each piece turns twice. */
export function turnBoard180(board: Board): Board {
  const n = board.cells.length;
  const cells = board.cells.map((_, i) => {
    const p = board.cells[n - 1 - i]!;
    return p ? ([p[0], (p[1] + 2) & 3] as const) : null;
  });
  return { ...board, cells };
}

/** Internal edges of a width x height board: each pair of side-by-side or stacked cells. */
export function internalEdgeCount(width: number, height: number): number {
  return (width - 1) * height + width * (height - 1);
}

/** An empty board over an instance's pieces. */
export function emptyBoard(instance: Instance): Board {
  return { ...instance, cells: new Array<Placement | null>(instance.width * instance.height).fill(null) };
}

/**
 * The board turned a quarter turn clockwise: its left column becomes the top row (read from the
 * bottom up), width and height swap, and each piece turns once. Rows of the turned board are
 * columns of the board.
 */
export function turnBoardQuarter(board: Board): Board {
  const { width: w, height: h } = board;
  const cells = Array.from({ length: w * h }, (_, i) => {
    const r = Math.floor(i / h), c = i % h;
    const p = board.cells[(h - 1 - c) * w + r]!;
    return p ? ([p[0], (p[1] + 1) & 3] as const) : null;
  });
  return { ...board, width: h, height: w, cells };
}
