/**
 * A terminal picture: block borders drawn with - and |, holes as o, a stitch as a thread
 * crossing the border between its holes, row margins on the right, column margins below.
 */
import type { StitchesAnswer, StitchesPuzzle } from './model.ts';

const clue = (v: number | null): string => (v === null ? '.' : String(v));

export function toText(p: StitchesPuzzle, answer?: StitchesAnswer | null): string {
  const { width: w, height: h, regions } = p;
  const holes = new Uint8Array(w * h);
  const threadRight = new Uint8Array(w * h); // stitch from cell to its right neighbour
  const threadDown = new Uint8Array(w * h);
  for (const [[r1, c1], [r2, c2]] of answer?.stitches ?? []) {
    const a = Math.min(r1 * w + c1, r2 * w + c2), b = Math.max(r1 * w + c1, r2 * w + c2);
    holes[a] = 1; holes[b] = 1;
    if (b === a + 1) threadRight[a] = 1; else if (b === a + w) threadDown[a] = 1;
  }
  const wall = (a: number, b: number): boolean => regions[a] !== regions[b];
  const lines: string[] = [];
  for (let r = 0; r <= h; r++) {
    let edge = '+';
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const border = r === 0 || r === h || wall(i - w, i);
      edge += (r > 0 && r < h && threadDown[i - w] ? '-|-' : border ? '---' : '   ') + '+';
    }
    lines.push(edge);
    if (r === h) break;
    let body = '|';
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const left = c > 0 && threadRight[i - 1] ? '-' : ' ';
      const right = threadRight[i] ? '-' : ' ';
      body += left + (holes[i] ? 'o' : ' ') + right + (c === w - 1 || wall(i, i + 1) ? '|' : ' ');
    }
    lines.push(`${body} ${clue(p.rows[r]!)}`);
  }
  lines.push(' ' + p.cols.map((v) => clue(v).padStart(2).padEnd(3) + ' ').join(''));
  return lines.map((l) => l.trimEnd()).join('\n');
}
