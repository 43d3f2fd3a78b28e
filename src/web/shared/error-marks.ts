/**
 * What check draws on a board, in shapes as well as in red, so a mistake can be told without
 * seeing colour: squares that break a rule are hatched, a wrong line, stitch or mark carries a
 * "!" badge, a number or clue off its count is ringed. Sizes are in the board's cell units.
 */

/** The hatch pattern bad squares are filled with; every board picture carries it. */
export const ERROR_DEFS = '<defs><pattern id="error-hatch" patternUnits="userSpaceOnUse" width="0.25" height="0.25" patternTransform="rotate(45)">' +
  '<rect class="hatch-ground" width="0.25" height="0.25"/><rect class="hatch-line" width="0.09" height="0.25"/></pattern></defs>';

/** A "!" badge centred at (x, y). */
export const errorBadge = (x: number, y: number): string =>
  `<g class="error-badge"><circle cx="${x}" cy="${y}" r="0.17"/><text x="${x}" y="${y}">!</text></g>`;

/** A ring around something at (x, y) that is off its count. */
export const errorRing = (x: number, y: number, r = 0.36): string => `<circle class="error-ring" cx="${x}" cy="${y}" r="${r}"/>`;
