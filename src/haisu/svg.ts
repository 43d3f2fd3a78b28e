/**
 * Haisu boards as SVG text: the one drawing of a board, which the play page (a fixed layer with
 * its own overlay redrawn on every move), the print sheets and `puzzlelab generate haisu --svg`
 * all use. One unit is one cell. Classes name the parts (grid, wall, frame, number, end, total,
 * answer): the site's stylesheet styles them, and a picture on its own carries the same styles.
 */
import { shadeSvg, SHADE_STYLE } from '../core/svg-shade.ts';
import { compileBoard, totalMarks, type Board, type Cell, type HaisuPuzzle } from './model.ts';
import type { HaisuProgress } from './hint.ts';

/** Room for half the heavy outer frame on every side. */
export const FRAME_PAD = 0.06;
/** Soft region tints for screens; print sheets stay black on white. */
const TINTS = ['#f3e6d6', '#dcebe2', '#e2e4f4', '#f4dfe4', '#e8eed2', '#dbe9f2', '#efe3f1'];

/**
 * The viewBox of a board, its width / height, and its width in cells (frame included), with
 * `extra` units of room above and to the left.
 */
export function boardBox(b: Board, extra = 0): { viewBox: string; aspect: number; cellsWide: number } {
  const lead = FRAME_PAD + extra;
  const w = b.width + FRAME_PAD + lead, h = b.height + FRAME_PAD + lead;
  return { viewBox: `${-lead} ${-lead} ${w} ${h}`, aspect: w / h, cellsWide: w };
}

/** A tint per region, touching regions never alike (greedy colouring). */
function regionTints(b: Board): string[] {
  const colour = new Int32Array(b.regionCount).fill(-1);
  for (let r = 0; r < b.regionCount; r++) {
    const used = new Set<number>();
    for (const e of b.borders[r]!) used.add(colour[b.region[b.region[b.edgeA[e]!] === r ? b.edgeB[e]! : b.edgeA[e]!]!]!);
    let c = 0;
    while (used.has(c)) c++;
    colour[r] = c;
  }
  return Array.from(colour, (c) => TINTS[c % TINTS.length]!);
}

const x = (b: Board, cell: number): number => (cell % b.width) + 0.5;
const y = (b: Board, cell: number): number => Math.floor(cell / b.width) + 0.5;
/** Where a region total is written: the top-right corner of its cell. */
export const totalX = (b: Board, cell: number): number => x(b, cell) + 0.27;
export const totalY = (b: Board, cell: number): number => y(b, cell) - 0.3;

/** Thin lines inside regions, heavy ones between them, then the outer frame. */
function lines(b: Board): string {
  let thin = '', heavy = '';
  for (let e = 0; e < b.edgeCount; e++) {
    const p = b.edgeA[e]!, q = b.edgeB[e]!;
    const c = p % b.width, r = Math.floor(p / b.width);
    const d = q === p + 1 ? `M${c + 1} ${r}v1` : `M${c} ${r + 1}h1`;
    if (b.region[p] === b.region[q]) thin += d;
    else heavy += d;
  }
  return `<path class="grid" d="${thin}"/><path class="wall" d="${heavy}"/>` +
    `<rect class="frame" x="0" y="0" width="${b.width}" height="${b.height}"/>`;
}

/**
 * S, G, the numbers and the region totals. A lone S or G fills its cell; beside a number it sits
 * in the top-left corner. A total (×n: the walk enters the region n times) sits in the top-right
 * corner of its region's first cell.
 */
function labels(b: Board): string {
  let out = '';
  for (const { cell, n } of totalMarks(b)) out += `<text class="total" id="t-${b.region[cell]}" x="${totalX(b, cell)}" y="${totalY(b, cell)}">×${n}</text>`;
  for (let c = 0; c < b.size; c++) {
    const n = b.ordinal[c]!;
    if (n) out += `<text class="number" id="n-${c}" x="${x(b, c)}" y="${y(b, c)}">${n}</text>`;
    for (const [cell, letter] of [[b.start, 'S'], [b.goal, 'G']] as const) {
      if (cell !== c) continue;
      out += n
        ? `<text class="end small" x="${x(b, c) - 0.3}" y="${y(b, c) - 0.28}">${letter}</text>`
        : `<text class="end" x="${x(b, c)}" y="${y(b, c)}">${letter}</text>`;
    }
  }
  return out;
}

/**
 * The fixed part of a board: lines, S, G and the numbers, with `between` (the walk) drawn under
 * them so a line never hides a number; the region tints when `tinted` (screens).
 */
export function boardLayer(b: Board, tinted: boolean, between = ''): string {
  let cells = '';
  if (tinted) {
    const tint = regionTints(b);
    for (let c = 0; c < b.size; c++) cells += `<rect x="${c % b.width}" y="${Math.floor(c / b.width)}" width="1" height="1" fill="${tint[b.region[c]!]}"/>`;
  }
  return `<g class="cells">${cells}</g>${lines(b)}${between}<g class="labels">${labels(b)}</g>`;
}

/** A run of cells joined by line segments through their centres. */
export function pathSvg(b: Board, cells: readonly number[], cls: string): string {
  if (cells.length < 2) return '';
  return `<polyline class="${cls}" points="${cells.map((c) => `${x(b, c)},${y(b, c)}`).join(' ')}"/>`;
}

/** A mark on the gap between two cells: a small cross ("no line"). */
export function crossSvg(b: Board, a: number, c: number, cls: string): string {
  const mx = (x(b, a) + x(b, c)) / 2, my = (y(b, a) + y(b, c)) / 2, s = 0.11;
  return `<path class="${cls}" d="M${mx - s} ${my - s}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}"/>`;
}

const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

/** A whole picture sized `width` by `height` (any SVG length), with the walk given as cell ids (or `lines`, drawn under the labels the same way), and the `shade` cells marked. */
function picture(b: Board, width: string, height: string, walk: readonly number[] | null, style: string, shade: readonly Cell[] = [], lines = ''): string {
  return `<svg class="haisu-board" xmlns="http://www.w3.org/2000/svg" viewBox="${boardBox(b).viewBox}" width="${width}" height="${height}">` +
    `${style}${shadeSvg(shade)}${boardLayer(b, false, (walk ? pathSvg(b, walk, 'answer') : '') + lines)}</svg>`;
}

/** A whole picture for a print sheet, `widthMm` wide, with the answer's walk when given (the sheet's stylesheet styles it). */
export function printSvg(b: Board, widthMm: number, answer: readonly number[] | null): string {
  return picture(b, `${n3(widthMm)}mm`, `${n3(widthMm / boardBox(b).aspect)}mm`, answer, '');
}

/** The styles a picture carries on its own, the site's haisu.css in black on white. */
const OWN_STYLE = '<style>.grid{stroke:#b8b1a4;stroke-width:.025;fill:none}.wall,.frame{stroke:#1d2430;fill:none}' +
  '.wall{stroke-width:.08;stroke-linecap:square}.frame{stroke-width:.1}' +
  'text{font-family:sans-serif;text-anchor:middle;dominant-baseline:central;fill:#1d2430;paint-order:stroke;stroke:#fff;stroke-width:.07;stroke-linejoin:round}' +
  '.number{font-size:.5px;font-weight:600}.end{font-size:.46px;font-weight:800;fill:#a33b24}.end.small{font-size:.26px}.total{font-size:.24px;font-weight:700}' +
  '.answer,.line,.hint-gap{fill:none;stroke:#2c5d9e;stroke-width:.16;stroke-linecap:round;stroke-linejoin:round}' +
  '.no-line,.hint-cross{stroke:#7d7668;stroke-width:.045;stroke-linecap:round;fill:none}.hint-gap{stroke:#b4442c}.hint-cross{stroke:#b4442c;stroke-width:.08}' +
  `${SHADE_STYLE}</style>`;

interface SvgOptions {
  /** pixels per cell (default 40) */
  cell?: number;
  /** cells to shade ([row, column]): where two answers differ, or what a rung looked at */
  shade?: readonly Cell[];
  /** a position in play (no walk then): the lines and the "no line" marks a player has drawn */
  progress?: HaisuProgress;
  /** a hint's move, drawn in the hint's colour: a line drawn or a gap crossed out */
  move?: { kind: 'line' | 'cut'; cells: [Cell, Cell] };
}

/** A picture on its own (`puzzlelab generate haisu --svg`), with the walk when given. */
export function toSvg(p: HaisuPuzzle, path?: readonly Cell[] | null, options: SvgOptions = {}): string {
  const b = compileBoard(p);
  const { aspect, cellsWide } = boardBox(b);
  const width = cellsWide * (options.cell ?? 40);
  const id = ([r, c]: Cell): number => r * b.width + c;
  const gap = ([x, y]: readonly [Cell, Cell], kind: 'line' | 'cut', hint: boolean): string =>
    (kind === 'line' ? pathSvg(b, [id(x), id(y)], hint ? 'hint-gap' : 'line') : crossSvg(b, id(x), id(y), hint ? 'hint-cross' : 'no-line'));
  const drawn = options.progress;
  const marks = [...(drawn?.lines.map((l) => gap(l, 'line', false)) ?? []), ...(drawn?.cuts.map((l) => gap(l, 'cut', false)) ?? []),
    options.move ? gap(options.move.cells, options.move.kind, true) : ''].join('');
  return `${picture(b, n3(width), n3(width / aspect), path ? path.map(id) : null, OWN_STYLE, options.shade, marks)}\n`;
}
