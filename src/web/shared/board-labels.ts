/**
 * Row and column labels around a play board, in the board's cell units, named as hints name
 * cells (core/grid.ts: columns A, B, … and rows 1, 2, …). The genre says on which sides they go.
 */
import { columnLabel, rowLabel } from '../../core/grid.ts';

/** The band the labels take beside the grid, in cells. */
export const LABEL_BAND = 0.5;

/** Column letters centred at y = `colY`, row numbers centred at x = `rowX`. */
export function labelsSvg(width: number, height: number, colY: number, rowX: number): string {
  let out = '';
  for (let c = 0; c < width; c++) out += `<text class="axis-label" x="${c + 0.5}" y="${colY}">${columnLabel(c)}</text>`;
  for (let r = 0; r < height; r++) out += `<text class="axis-label" x="${rowX}" y="${r + 0.5}">${rowLabel(r)}</text>`;
  return `<g class="axis-labels" aria-hidden="true">${out}</g>`;
}
