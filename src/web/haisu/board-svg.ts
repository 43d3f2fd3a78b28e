/**
 * The engine's drawing of a Haisu board (src/haisu/svg.ts) with what only a screen shows around
 * it: column labels above the grid and row labels to its left.
 */
import { boardBox as engineBox, boardLayer as engineLayer, FRAME_PAD } from '../../haisu/svg.ts';
import type { Board } from '../../haisu/index.ts';
import { LABEL_BAND, labelsSvg } from '../shared/board-labels.ts';

/** The viewBox of a board, its width / height and its width in cells; `labelled` leaves room for the labels. */
export const boardBox = (b: Board, labelled = false): { viewBox: string; aspect: number; cellsWide: number } => engineBox(b, labelled ? LABEL_BAND : 0);

/** The fixed part of a board (`between`, the walk, under the numbers); on screen with its tints and labels. */
export function boardLayer(b: Board, onScreen: boolean, between = ''): string {
  const axes = onScreen ? labelsSvg(b.width, b.height, -FRAME_PAD - LABEL_BAND / 2, -FRAME_PAD - LABEL_BAND / 2) : '';
  return `${engineLayer(b, onScreen, between)}${axes}`;
}
