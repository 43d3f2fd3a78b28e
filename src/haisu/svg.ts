/**
 * SVG picture of a board: thin grid, thick region walls, S and G, the numbers, the region totals
 * (×n in the top-right corner of a region's first cell), and the walk as a line through cell
 * centres when an answer is given.
 */
import { compileBoard, totalMarks, type Cell, type HaisuPuzzle } from './model.ts';

export interface SvgOptions {
  /** pixels per cell (default 40) */
  cell?: number;
}

export function toSvg(p: HaisuPuzzle, path?: readonly Cell[] | null, options: SvgOptions = {}): string {
  const s = options.cell ?? 40;
  const { width: w, height: h, regions } = p;
  const m = 4;
  const W = w * s + 2 * m, H = h * s + 2 * m;
  const x = (c: number) => m + c * s, y = (r: number) => m + r * s;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif">`);
  parts.push(`<rect x="${m}" y="${m}" width="${w * s}" height="${h * s}" fill="white"/>`);
  const thin: string[] = [], thick: string[] = [];
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) {
    if (c + 1 < w) (regions[r]![c] !== regions[r]![c + 1] ? thick : thin).push(`M${x(c + 1)} ${y(r)}V${y(r + 1)}`);
    if (r + 1 < h) (regions[r]![c] !== regions[r + 1]![c] ? thick : thin).push(`M${x(c)} ${y(r + 1)}H${x(c + 1)}`);
  }
  parts.push(`<path d="${thin.join('')}" stroke="#bbb" stroke-width="1"/>`);
  parts.push(`<path d="${thick.join('')}" stroke="black" stroke-width="3" stroke-linecap="square"/>`);
  parts.push(`<rect x="${m}" y="${m}" width="${w * s}" height="${h * s}" fill="none" stroke="black" stroke-width="3"/>`);
  if (path && path.length > 1) {
    const pts = path.map(([r, c]) => `${x(c) + s / 2},${y(r) + s / 2}`).join(' ');
    parts.push(`<polyline points="${pts}" fill="none" stroke="#2a6fdb" stroke-width="${s / 6}" stroke-linejoin="round" stroke-linecap="round" opacity="0.8"/>`);
  }
  const text = (r: number, c: number, t: string, dx: number, dy: number, size: number, weight = 'normal') =>
    parts.push(`<text x="${x(c) + dx}" y="${y(r) + dy}" font-size="${size}" font-weight="${weight}" text-anchor="middle" dominant-baseline="central">${t}</text>`);
  text(p.start[0], p.start[1], 'S', s * 0.2, s * 0.22, s * 0.3, 'bold');
  text(p.goal[0], p.goal[1], 'G', s * 0.2, s * 0.22, s * 0.3, 'bold');
  for (const { r, c, n } of p.numbers) text(r, c, String(n), s / 2, s / 2 + s * 0.05, s * 0.5);
  for (const { cell, n } of totalMarks(compileBoard(p))) text(Math.floor(cell / w), cell % w, `×${n}`, s * 0.77, s * 0.2, s * 0.24, 'bold');
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
