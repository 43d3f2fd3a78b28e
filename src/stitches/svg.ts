/**
 * Stitches boards as SVG text: the one drawing of a board, which the play page (a fixed layer
 * with its own overlay), the print sheets and `puzzlelab generate --svg` all use. One unit is one
 * square; the clues sit in a band one unit wide above and to the left of the grid. Classes name
 * the parts (grid, border, frame, clue, stitch): the site's stylesheet styles them, and a picture
 * on its own carries the same styles.
 */
import { shadeSvg, SHADE_STYLE } from '../core/svg-shade.ts';
import { buildModel, type Cell, type Model, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import type { HintMark, HintProgress } from './hint.ts';
import { EMPTY, HOLE } from './state.ts';

/** Room for the heavy outer frame on the right and bottom. */
export const FRAME_PAD = 0.08;
/** Soft block tints for screens; print sheets stay black on white. */
const TINTS = ['#f6e7d8', '#dcebe3', '#e3e4f3', '#f4e0e4', '#e9efd5', '#dde9f1'];

/** The viewBox of a board and its width / height, with `extra` units of room below and to the right. */
export function boardBox(m: Model, extra = 0): { viewBox: string; aspect: number } {
  const w = m.width + 1 + FRAME_PAD + extra, h = m.height + 1 + FRAME_PAD + extra;
  return { viewBox: `-1 -1 ${w} ${h}`, aspect: w / h };
}

/** A tint per block, neighbours never alike (greedy colouring of the touching pairs). */
function blockTints(m: Model): string[] {
  const colour = new Int32Array(m.regionCount).fill(-1);
  for (let r = 0; r < m.regionCount; r++) {
    const used = new Set<number>();
    for (let i = m.regionPairStart[r]!; i < m.regionPairStart[r + 1]!; i++) {
      const p = m.regionPairs[i]!;
      used.add(colour[m.pairRegionA[p] === r ? m.pairRegionB[p]! : m.pairRegionA[p]!]!);
    }
    let c = 0;
    while (used.has(c)) c++;
    colour[r] = c;
  }
  return Array.from(colour, (c) => TINTS[c % TINTS.length]!);
}

const n3 = (x: number): string => String(Math.round(x * 1000) / 1000);

/** Thin grid lines, then heavy lines wherever two blocks meet, then the outer frame. */
function lines(m: Model): string {
  const { width: w, height: h, region } = m;
  let thin = '', heavy = '';
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) {
        if (region[i] !== region[i + 1]) heavy += `M${c + 1} ${r}v1`;
        else thin += `M${c + 1} ${r}v1`;
      }
      if (r + 1 < h) {
        if (region[i] !== region[i + w]) heavy += `M${c} ${r + 1}h1`;
        else thin += `M${c} ${r + 1}h1`;
      }
    }
  }
  return `<path class="grid" d="${thin}"/><path class="border" d="${heavy}"/><rect class="frame" x="0" y="0" width="${w}" height="${h}"/>`;
}

function clues(m: Model): string {
  const text = (x: number, y: number, v: number | null, id: string) =>
    v === null ? '' : `<text class="clue" id="${id}" x="${x}" y="${n3(y)}">${v}</text>`;
  let out = '';
  m.puzzle.cols.forEach((v, c) => { out += text(c + 0.5, -0.5, v, `col-${c}`); });
  m.puzzle.rows.forEach((v, r) => { out += text(-0.5, r + 0.5, v, `row-${r}`); });
  return out;
}

/** Draws one stitch: a thread between two square centres with a hole at each end. */
export function stitchSvg(m: Model, a: number, b: number, cls = 'stitch'): string {
  const x1 = (a % m.width) + 0.5, y1 = Math.floor(a / m.width) + 0.5;
  const x2 = (b % m.width) + 0.5, y2 = Math.floor(b / m.width) + 0.5;
  return `<g class="${cls}"><line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>` +
    `<circle cx="${x1}" cy="${y1}" r="0.14"/><circle cx="${x2}" cy="${y2}" r="0.14"/></g>`;
}

/**
 * A small × on the border between squares a and b (a above or left of b), over a white halo: the
 * border under it is ink-dark and the squares beside it are light, and no one colour stands out from both.
 */
export function borderCrossSvg(m: Model, a: number, b: number, cls: string): string {
  const x = (a % m.width) + (b === a + 1 ? 1 : 0.5), y = Math.floor(a / m.width) + (b === a + 1 ? 0.5 : 1);
  const d = 0.11;
  const path = `d="M${x - d} ${y - d}l${2 * d} ${2 * d}m0 ${-2 * d}l${-2 * d} ${2 * d}"`;
  return `<g class="${cls}"><path class="halo" ${path}/><path ${path}/></g>`;
}

const centre = (m: Model, cell: number): string => `cx="${(cell % m.width) + 0.5}" cy="${Math.floor(cell / m.width) + 0.5}"`;
const square = (m: Model, cell: number, cls: string, inset: number): string =>
  `<rect class="${cls}" x="${(cell % m.width) + inset}" y="${Math.floor(cell / m.width) + inset}" width="${1 - 2 * inset}" height="${1 - 2 * inset}"/>`;

/** A position in play as the play page draws it: stitches, squares marked as holes or as empty, borders crossed out. */
function progressSvg(m: Model, p: HintProgress): string {
  let out = p.stitches.map(([a, b]) => stitchSvg(m, a, b)).join('');
  Array.from(p.marks ?? [], (v, cell) => {
    if (v === HOLE) out += `<circle class="mark-hole" ${centre(m, cell)} r="0.11"/>`;
    else if (v === EMPTY) out += square(m, cell, 'mark-empty', 0.08);
  });
  for (const [a, b] of p.ruledOut ?? []) out += borderCrossSvg(m, Math.min(a, b), Math.max(a, b), 'cross');
  return out;
}

/** A hint's move, in the hint's colour: a stitch placed or ruled out, a square that takes a hole or stays empty. */
function moveSvg(m: Model, move: HintMark): string {
  if (move.kind === 'stitch') return move.on ? stitchSvg(m, move.a, move.b, 'hint-stitch') : borderCrossSvg(m, Math.min(move.a, move.b), Math.max(move.a, move.b), 'hint-cross');
  return move.hole ? `<circle class="hint-hole" ${centre(m, move.cell)} r="0.15"/>` : square(m, move.cell, 'hint-cell', 0.06);
}

/** The fixed part of a board: its block tints when `tinted` (screens), its lines and its clues. */
export function boardLayer(m: Model, tinted: boolean): string {
  let cells = '';
  if (tinted) {
    const tint = blockTints(m);
    for (let i = 0; i < m.cellCount; i++) {
      cells += `<rect x="${i % m.width}" y="${Math.floor(i / m.width)}" width="1" height="1" fill="${tint[m.region[i]!]}"/>`;
    }
  }
  return `<g class="cells">${cells}</g>${lines(m)}<g class="clues">${clues(m)}</g>`;
}

/** A whole picture sized `width` by `height` (any SVG length), with the stitches given as cell-id pairs, the `shade` cells marked and `more` on top. */
function picture(m: Model, width: string, height: string, stitches: readonly (readonly [number, number])[], style: string, shade: readonly Cell[] = [], more = ''): string {
  const { viewBox } = boardBox(m);
  return `<svg class="stitches-board" xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">` +
    `${style}${shadeSvg(shade)}${boardLayer(m, false)}${stitches.map(([a, b]) => stitchSvg(m, a, b)).join('')}${more}</svg>`;
}

/** A whole picture for a print sheet, `widthMm` wide, with the answer's stitches when given (the sheet's stylesheet styles it). */
export function printSvg(m: Model, widthMm: number, answer: readonly [number, number][] | null): string {
  return picture(m, `${n3(widthMm)}mm`, `${n3(widthMm / boardBox(m).aspect)}mm`, answer ?? [], '');
}

/** The styles a picture carries on its own, the site's stitches.css in black on white. */
const OWN_STYLE = '<style>.grid{stroke:#b8b1a4;stroke-width:.025;fill:none}.border,.frame{stroke:#1d2430;fill:none}' +
  '.border{stroke-width:.09;stroke-linecap:square}.frame{stroke-width:.1}' +
  '.clue{font:600 .52px sans-serif;text-anchor:middle;dominant-baseline:central;fill:#1d2430}' +
  '.stitch line{stroke:#1d2430;stroke-width:.11;stroke-linecap:round}.stitch circle{fill:#fff;stroke:#1d2430;stroke-width:.055}' +
  '.mark-hole{fill:#5f594c}.mark-empty{fill:rgba(70,62,48,.16);stroke:#6b6456;stroke-width:.035}' +
  '.cross,.hint-cross{stroke:#4f493d;stroke-width:.06;stroke-linecap:round;fill:none}.cross .halo,.hint-cross .halo{stroke:#fff;stroke-width:.15}' +
  '.hint-stitch line{stroke:#2b6cb0;stroke-width:.13;stroke-linecap:round}.hint-stitch circle{fill:#fff;stroke:#2b6cb0;stroke-width:.07}' +
  '.hint-cross{stroke:#2b6cb0;stroke-width:.08}.hint-hole{fill:#2b6cb0}.hint-cell{fill:none;stroke:#2b6cb0;stroke-width:.08}' +
  `${SHADE_STYLE}</style>`;

export interface RenderOptions {
  /** square side in pixels (default 32) */
  cell?: number;
  /** squares to shade ([row, column]): where two answers differ, or what a rung looked at */
  shade?: readonly Cell[];
  /** a position in play, drawn over the board (no answer then): what a player has drawn and marked, as the play page draws it */
  progress?: HintProgress;
  /** a hint's move, drawn in the hint's colour */
  move?: HintMark;
}

/** A picture on its own (`puzzlelab generate --svg`), with the answer's stitches when given. */
export function render(p: StitchesPuzzle, answer?: StitchesAnswer | null, options: RenderOptions = {}): string {
  const m = buildModel(p);
  const cell = options.cell ?? 32;
  const { aspect } = boardBox(m);
  const width = (m.width + 1 + FRAME_PAD) * cell;
  const pairs = (answer?.stitches ?? []).map(([a, b]) => [a[0] * m.width + a[1], b[0] * m.width + b[1]] as const);
  const more = (options.progress ? progressSvg(m, options.progress) : '') + (options.move ? moveSvg(m, options.move) : '');
  return picture(m, n3(width), n3(width / aspect), pairs, OWN_STYLE, options.shade, more);
}
