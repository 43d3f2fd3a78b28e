/**
 * The engine's drawing of a Stitches board (src/stitches/svg.ts) with what only a screen shows
 * around it: column letters under the grid and row numbers to its right (the clues take the
 * other sides).
 */
import { boardBox as engineBox, boardLayer as engineLayer, FRAME_PAD } from '../../stitches/svg.ts';
import type { Model } from '../../stitches/model.ts';
import { LABEL_BAND, labelsSvg } from '../shared/board-labels.ts';

/** The viewBox of a board and its width / height; `labelled` leaves room for the row and column labels. */
export const boardBox = (m: Model, labelled = false): { viewBox: string; aspect: number } => engineBox(m, labelled ? LABEL_BAND : 0);

/** The fixed part of a board: tints, lines, clues and labels on screen; lines and clues on paper. */
export function boardLayer(m: Model, onScreen: boolean): string {
  const labels = onScreen ? labelsSvg(m.width, m.height, m.height + FRAME_PAD + LABEL_BAND / 2, m.width + FRAME_PAD + LABEL_BAND / 2) : '';
  return `${engineLayer(m, onScreen)}${labels}`;
}
