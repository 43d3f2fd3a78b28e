/**
 * An SVG picture: thin cell lines, thick block borders, margins on the right and below, and
 * the answer's stitches (when given) as threads between two holes.
 */
import type { StitchesAnswer, StitchesPuzzle } from './model.ts';

export interface RenderOptions {
  /** cell side in pixels (default 32) */
  cell?: number;
}

export function render(p: StitchesPuzzle, answer?: StitchesAnswer | null, options: RenderOptions = {}): string {
  const { width: w, height: h, regions } = p;
  const s = options.cell ?? 32;
  const pad = s / 4;
  const W = pad * 2 + (w + 1) * s, H = pad * 2 + (h + 1) * s;
  const x = (c: number) => pad + c * s, y = (r: number) => pad + r * s;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif">`,
    `<rect x="${x(0)}" y="${y(0)}" width="${w * s}" height="${h * s}" fill="#fff"/>`,
  ];
  const thin: string[] = [], thick: string[] = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) (regions[i] !== regions[i + 1] ? thick : thin).push(`M${x(c + 1)} ${y(r)}V${y(r + 1)}`);
      if (r + 1 < h) (regions[i] !== regions[i + w] ? thick : thin).push(`M${x(c)} ${y(r + 1)}H${x(c + 1)}`);
    }
  }
  parts.push(`<path d="${thin.join('')}" stroke="#bbb" stroke-width="1"/>`);
  parts.push(`<path d="${thick.join('')}" stroke="#222" stroke-width="3" stroke-linecap="square"/>`);
  parts.push(`<rect x="${x(0)}" y="${y(0)}" width="${w * s}" height="${h * s}" fill="none" stroke="#222" stroke-width="3"/>`);
  const text = (cx: number, cy: number, v: number | null) =>
    v === null ? '' : `<text x="${cx}" y="${cy}" font-size="${s * 0.5}" text-anchor="middle" dominant-baseline="central">${v}</text>`;
  p.rows.forEach((v, r) => parts.push(text(x(w) + s / 2, y(r) + s / 2, v)));
  p.cols.forEach((v, c) => parts.push(text(x(c) + s / 2, y(h) + s / 2, v)));
  for (const [[r1, c1], [r2, c2]] of answer?.stitches ?? []) {
    const [ax, ay, bx, by] = [x(c1) + s / 2, y(r1) + s / 2, x(c2) + s / 2, y(r2) + s / 2];
    parts.push(`<path d="M${ax} ${ay}L${bx} ${by}" stroke="#c0392b" stroke-width="${s / 8}" stroke-linecap="round"/>`);
    parts.push(`<circle cx="${ax}" cy="${ay}" r="${s / 6}" fill="#c0392b"/><circle cx="${bx}" cy="${by}" r="${s / 6}" fill="#c0392b"/>`);
  }
  parts.push('</svg>');
  return parts.filter(Boolean).join('\n');
}
