/**
 * Shaded cells on a board picture of any genre (one unit a cell, the grid's top-left corner at
 * 0 0): drawn first, so the board's lines, clues and answer stay on top.
 */
export const SHADE_STYLE = '.shade rect{fill:#f2b632;fill-opacity:.45}';

export function shadeSvg(cells: readonly (readonly [number, number])[]): string {
  if (cells.length === 0) return '';
  return `<g class="shade">${cells.map(([r, c]) => `<rect x="${c}" y="${r}" width="1" height="1"/>`).join('')}</g>`;
}
