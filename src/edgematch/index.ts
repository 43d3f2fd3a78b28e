/**
 * The edge matching engine's public face (BANDSAW and the scan search on Eternity II-like
 * boards), in the shape of the other genres where it applies: a board is read from and written
 * to text, checked against a rule table (core/rules.ts), scored and drawn as SVG. It is not a
 * `Genre`: a board is scored, not solved to a unique answer, so it has no generate, grade or
 * seed ids. The searches' inner parts for research are named in research.ts.
 *
 * - `parseBoard`, `parseBoardOrInstance`, `serializeBoard`, `serializeInstance`: the formats of
 *   docs/guide/formats.md; readers return Results
 * - types `Board`, `Instance`, `Placement`; `emptyBoard`, `turnBoard180`
 * - `verifyBoard` (Violations whose codes verify.ts's RULES words), `scoreBoard`
 * - `renderBoard`, `renderSeam`: SVG pictures
 * - `fillRows` (a greedy fill), `makeInstance` (a seeded random set)
 */
export { parseBoard, parseBoardOrInstance, serializeBoard, serializeInstance } from './io.ts';
export { emptyBoard, turnBoard180, type Board, type Instance, type Placement } from './model.ts';
export { verifyBoard } from './verify.ts';
export { scoreBoard } from './score.ts';
export { renderBoard, renderSeam } from './svg.ts';
export { fillRows } from './fill.ts';
export { makeInstance } from './make.ts';
