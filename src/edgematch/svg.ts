/**
 * SVG pictures of edge-matching boards: each cell is four triangles in its edge colours, grey
 * for the frame; mismatched edges are marked with a red bar. Pure strings, no DOM.
 */
import { BOTTOM, edgeAt, LEFT, RIGHT, TOP, type Board } from './model.ts';
import { scoreBoard } from './score.ts';

/** A fixed, readable colour per edge colour number (0 = frame grey). */
function colourOf(c: number): string {
  if (c === 0) return '#9a9a9a';
  const hue = Math.round((c * 137.508) % 360);
  const light = 48 + (c % 3) * 10;
  return `hsl(${hue} 62% ${light}%)`;
}

interface RenderOptions {
  cell?: number;
  /** board rows to shade as the band */
  bandFrom?: number;
  /** mark mismatched edges (default true) */
  mismatches?: boolean;
}

export function renderBoard(board: Board, options: RenderOptions = {}): string {
  const s = options.cell ?? 24, w = board.width, h = board.height;
  const parts: string[] = [];
  for (let i = 0; i < board.cells.length; i++) {
    const x = (i % w) * s, y = Math.floor(i / w) * s, p = board.cells[i];
    if (!p) {
      parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#f4f1ea" stroke="#d9d5cc"/>`);
      continue;
    }
    const piece = board.pieces[p[0]]!, m = s / 2;
    const tri = (side: number, pts: string) => `<polygon points="${pts}" fill="${colourOf(edgeAt(piece, p[1], side))}"/>`;
    parts.push(`<g data-cell="${i}">`
      + tri(TOP, `${x},${y} ${x + s},${y} ${x + m},${y + m}`)
      + tri(RIGHT, `${x + s},${y} ${x + s},${y + s} ${x + m},${y + m}`)
      + tri(BOTTOM, `${x},${y + s} ${x + s},${y + s} ${x + m},${y + m}`)
      + tri(LEFT, `${x},${y} ${x},${y + s} ${x + m},${y + m}`)
      + `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="none" stroke="#333" stroke-width="0.5"/></g>`);
  }
  if (options.bandFrom !== undefined) {
    const y = options.bandFrom * s;
    parts.push(`<rect class="band" x="1" y="${y + 1}" width="${w * s - 2}" height="${(h - options.bandFrom) * s - 2}" fill="none" stroke="#1d2430" stroke-width="2" stroke-dasharray="6 3"/>`);
  }
  if (options.mismatches !== false) {
    for (const { a, b } of scoreBoard(board).mismatches) {
      const [x1, y1] = a[0] === b[0] ? [(a[1] + 1) * s, a[0] * s] : [a[1] * s, (a[0] + 1) * s];
      const [x2, y2] = a[0] === b[0] ? [x1, y1 + s] : [x1 + s, y1];
      parts.push(`<line class="mismatch" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#d0021b" stroke-width="3"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w * s} ${h * s}" width="${w * s}" height="${h * s}">${parts.join('')}</svg>`;
}

/** Seam colours as a strip of swatches: a row, or a column for a seam between columns. */
export function renderSeam(colours: number[], cell = 24, vertical = false): string {
  const [w, h] = vertical ? [cell / 2, colours.length * cell] : [colours.length * cell, cell / 2];
  const rects = colours.map((c, j) => {
    const [x, y, rw, rh] = vertical ? [0, j * cell, cell / 2, cell] : [j * cell, 0, cell, cell / 2];
    return `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" fill="${colourOf(c)}" stroke="#333" stroke-width="0.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${rects.join('')}</svg>`;
}
