/**
 * The edge matching engine's inner parts that research measures (experiments/ and bench/), named in one
 * place. Research imports the engine through this module or index.ts, never a file inside it,
 * so what it leans on is visible here and an engine file can move without reaching into
 * research.
 */
export { bandOf, candidatesAt, type BandProblem } from './band.ts';
export { certificateText } from './bandsaw/certificate.ts';
export { BandModel, MAX_BOUND_TABLE } from './bandsaw/cuts.ts';
export { bandsawPooled, type SlicePool } from './bandsaw/drive.ts';
export { countHalf } from './bandsaw/half-count.ts';
export { describeSplit, halvesOf, type HalfName, type Split } from './bandsaw/halves.ts';
export { SeamIndex, SeamTable, sortedEntries, type JoinIndexClass } from './bandsaw/join.ts';
export { bandTooLarge, bandsaw, type BandsawOptions, type BandsawResult, type BandsawStop } from './bandsaw/ratchet.ts';
export { ScanIndex } from './bandsaw/scan-index.ts';
export { SliceRunner, WHOLE, type EnumerationJob } from './bandsaw/slices.ts';
export { branchAndBound } from './baseline.ts';
export { countPerfect } from './count.ts';
export { fillRows } from './fill.ts';
export { parseBoard, parseInstance, serializeBoard } from './io.ts';
export { makeInstance } from './make.ts';
export { emptyBoard, turnBoard180, type Board, type Placement } from './model.ts';
export { polishBoard } from './polish.ts';
export { scoreBoard } from './score.ts';
export { OFFICIAL_CLUES, ScanSearch } from './scan/scan.ts';
export { verifyBoard } from './verify.ts';
export { DEFAULT_SETTINGS, solveBoard } from './scan/solve.ts';
