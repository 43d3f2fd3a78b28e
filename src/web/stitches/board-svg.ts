/**
 * Stitches boards as SVG text, for the play page (a fixed layer plus an overlay redrawn on
 * every move) and for print sheets (a whole picture sized in millimetres). One unit is one
 * square; the clues sit in a band one unit wide above and to the left of the grid.
 */
import type { Model } from '../../stitches/model.ts';
import { LABEL_BAND, labelsSvg } from '../shared/board-labels.ts';

const PAD = 0.08; // room for the heavy outer frame on the right and bottom
/** Soft block tints for screens; print sheets stay black on white. */
const TINTS = ['#f6e7d8', '#dcebe3', '#e3e4f3', '#f4e0e4', '#e9efd5', '#dde9f1'];

/** The viewBox of a board and its width / height; `labelled` leaves room for the row and column labels. */
export function boardBox(m: Model, labelled = false): { viewBox: string; aspect: number } {
  const extra = labelled ? LABEL_BAND : 0;
  const w = m.width + 1 + PAD + extra, h = m.height + 1 + PAD + extra;
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
        const edge = `M${c + 1} ${r}v1`;
        if (region[i] !== region[i + 1]) heavy += edge; else thin += edge;
      }
      if (r + 1 < h) {
        const edge = `M${c} ${r + 1}h1`;
        if (region[i] !== region[i + w]) heavy += edge; else thin += edge;
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

/** The fixed part of a board: tints, lines, clues and labels on screen; lines and clues on paper. */
export function boardLayer(m: Model, onScreen: boolean): string {
  const tinted = onScreen;
  let cells = '';
  if (tinted) {
    const tint = blockTints(m);
    for (let i = 0; i < m.cellCount; i++) {
      cells += `<rect x="${i % m.width}" y="${Math.floor(i / m.width)}" width="1" height="1" fill="${tint[m.region[i]!]}"/>`;
    }
  }
  // on screen, column letters under the grid and row numbers to its right (the clues take the other sides)
  const labels = onScreen ? labelsSvg(m.width, m.height, m.height + PAD + LABEL_BAND / 2, m.width + PAD + LABEL_BAND / 2) : '';
  return `<g class="cells">${cells}</g>${lines(m)}<g class="clues">${clues(m)}</g>${labels}`;
}

/** A whole picture for a print sheet, `widthMm` wide, with the answer's stitches when given. */
export function printSvg(m: Model, widthMm: number, answer: readonly [number, number][] | null): string {
  const { viewBox, aspect } = boardBox(m);
  const stitches = (answer ?? []).map(([a, b]) => stitchSvg(m, a, b)).join('');
  return `<svg class="stitches-board" xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ` +
    `width="${n3(widthMm)}mm" height="${n3(widthMm / aspect)}mm">${boardLayer(m, false)}${stitches}</svg>`;
}
