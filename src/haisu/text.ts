/**
 * A plain-text picture: region walls as | and ---, S, G and numbers in the cells, and the
 * walk (when given) as its step number in every cell; region totals on a line below, each region
 * named by its first cell as the boards label it ("the region at B1 × 2").
 */
import { cellName } from '../core/grid.ts';
import { compileBoard, totalMarks, type Cell, type HaisuPuzzle } from './model.ts';

export function toText(p: HaisuPuzzle, path?: readonly Cell[] | null): string {
  const { width: w, height: h, regions } = p;
  const label: string[] = new Array<string>(w * h).fill('.');
  for (const { r, c, n } of p.numbers) label[r * w + c] = String(n);
  label[p.start[0] * w + p.start[1]] = 'S' + (label[p.start[0] * w + p.start[1]] === '.' ? '' : label[p.start[0] * w + p.start[1]]);
  label[p.goal[0] * w + p.goal[1]] = 'G' + (label[p.goal[0] * w + p.goal[1]] === '.' ? '' : label[p.goal[0] * w + p.goal[1]]);
  if (path) path.forEach(([r, c], k) => { if (r >= 0 && r < h && c >= 0 && c < w) label[r * w + c] = String(k + 1); });
  const cw = Math.max(3, ...label.map((s) => s.length + 1));
  const lines: string[] = [];
  const rule = (r: number) => {
    let s = '+';
    for (let c = 0; c < w; c++) {
      const wall = r === 0 || r === h || regions[r - 1]![c] !== regions[r]![c];
      s += (wall ? '-'.repeat(cw) : ' '.repeat(cw)) + '+';
    }
    return s;
  };
  for (let r = 0; r < h; r++) {
    lines.push(rule(r));
    let s = '|';
    for (let c = 0; c < w; c++) {
      const wall = c === w - 1 || regions[r]![c] !== regions[r]![c + 1];
      s += label[r * w + c]!.padStart(cw - 1).padEnd(cw) + (wall ? '|' : ' ');
    }
    lines.push(s);
  }
  lines.push(rule(h));
  const marks = totalMarks(compileBoard(p));
  const totals = marks.length ? `\ntotals: ${marks.map((t) => `the region at ${cellName(p, t.cell)} × ${t.n}`).join(', ')}` : '';
  return lines.join('\n') + totals + '\n';
}
