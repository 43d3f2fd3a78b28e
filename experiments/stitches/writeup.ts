/**
 * The write-up's own figures (shared/seeds/000), as data, so the page can set ours beside them.
 * These are the only numbers typed by hand in the Stitches notes, and they are theirs, not ours.
 */

/** Table 1: per grid (blocks = side), 20,000 maps each. */
export const WRITEUP_SCREEN = [
  { size: '8x8', maps: 20_000, passed: 7_111, meanPairs: 13.2, answered: 432, checked: 551 },
  { size: '10x10', maps: 20_000, passed: 7_241, meanPairs: 17.8, answered: 396, checked: 551 },
  { size: '12x12', maps: 20_000, passed: 7_844, meanPairs: 22.5, answered: 396, checked: 585 },
];

/** Table 2: the per-pair check over 4,000 maps at k = 1 found nothing; 9 of 36 shipped boards need the hall rung. */
export const WRITEUP_HALL = { maps: 4_000, hits: 0, needHall: 9, shipped: 36 };

/** Table 3: grid, 2×2 placements tested, splits each, realisable checkerboards. */
export const WRITEUP_CHECKERBOARD = [
  { grid: '3x3', placements: 8, splitsEach: 32, realisable: 0 },
  { grid: '4x3', placements: 12, splitsEach: 256, realisable: 0 },
  { grid: '4x4', placements: 18, splitsEach: 4_096, realisable: 0 },
  { grid: '5x4', placements: 24, splitsEach: 65_536, realisable: 0 },
  { grid: '5x5', placements: 32, splitsEach: 2_097_152, realisable: 0 },
];

/** Table 4: per grid, 20,000 maps; and 91 of 91 answers lighting a square had a twin. */
export const WRITEUP_TURNABLE = [
  { size: '8x8', maps: 20_000, squares: 66, mapsWithSquare: 65, checkerboards: 0 },
  { size: '10x10', maps: 20_000, squares: 102, mapsWithSquare: 102, checkerboards: 0 },
  { size: '12x12', maps: 20_000, squares: 146, mapsWithSquare: 145, checkerboards: 0 },
];
export const WRITEUP_TWINS = { lit: 91, twins: 91 };

/** Table 5: 400 boards per grid, answers capped at 500 (a median of 500 means at least 500). */
export const WRITEUP_CLUES = [
  { size: '8x8', boards: 400, blockMap: { median: 500, unique: 0 }, margins: { median: 2, unique: 132 }, both: { median: 1, unique: 258 } },
  { size: '10x10', boards: 400, blockMap: { median: 500, unique: 0 }, margins: { median: 6, unique: 36 }, both: { median: 2, unique: 182 } },
  { size: '12x12', boards: 400, blockMap: { median: 500, unique: 0 }, margins: { median: 40, unique: 7 }, both: { median: 2, unique: 138 } },
];

/** Table 6: unchanged on 120 of 120 boards per grid; share unique (percent) per margins kept; greedy medians. */
export const WRITEUP_FREE_MARGINS = { boards: 120, unchanged: 120 };
export const WRITEUP_DIAL: Record<string, Record<number, number>> = {
  '8x8': { 6: 0, 8: 16.7, 10: 47.5, 12: 86.7, 14: 95.8, 16: 100 },
  '10x10': { 6: 0, 8: 1.7, 10: 3.3, 12: 22.5, 14: 43.3, 16: 74.2, 18: 98.3, 20: 100 },
  '12x12': { 6: 0, 8: 0, 10: 0, 12: 0.8, 14: 7.5, 16: 23.3, 18: 40.8, 20: 73.3, 22: 100 },
};
export const WRITEUP_GREEDY: Record<string, number> = { '8x8': 6, '10x10': 8, '12x12': 12 };

/** Table 7: 12 shipped boards per grid; nodes null where the median hit the 400,000 cap. */
export const WRITEUP_LADDER: Record<string, { rung: string; finished: number; decidesNew: number; gaps: number; nodes: number | null }[]> = {
  '8x8': [
    { rung: 'pair', finished: 0, decidesNew: 12, gaps: 26.7, nodes: 5_487 },
    { rung: 'block', finished: 0, decidesNew: 1, gaps: 26.7, nodes: 5_487 },
    { rung: 'line', finished: 6, decidesNew: 11, gaps: 93.2, nodes: 2 },
    { rung: 'hall', finished: 9, decidesNew: 3, gaps: 100, nodes: 1 },
    { rung: 'probe', finished: 12, decidesNew: 3, gaps: 100, nodes: 1 },
  ],
  '12x12': [
    { rung: 'pair', finished: 0, decidesNew: 12, gaps: 20.6, nodes: null },
    { rung: 'block', finished: 0, decidesNew: 1, gaps: 21.0, nodes: null },
    { rung: 'line', finished: 6, decidesNew: 11, gaps: 87.3, nodes: 2 },
    { rung: 'hall', finished: 9, decidesNew: 3, gaps: 100, nodes: 1 },
    { rung: 'probe', finished: 12, decidesNew: 3, gaps: 100, nodes: 1 },
  ],
};
export const WRITEUP_LADDER_BOARDS = 12;

/** Table 8: 12×12, per block count: pass share (percent) and answered / passed, for k = 1, 2, 3 (null: no map passed). */
export const WRITEUP_K: { blocks: number; pass: number[]; answers: ([number, number] | null)[] }[] = [
  { blocks: 4, pass: [98.7, 92.7, 84.2], answers: [[588, 589], [460, 571], [250, 521]] },
  { blocks: 6, pass: [93.3, 70.4, 44.6], answers: [[535, 551], [158, 427], [13, 259]] },
  { blocks: 8, pass: [81.9, 35.6, 9.7], answers: [[437, 476], [11, 223], [0, 52]] },
  { blocks: 10, pass: [59.4, 9.6, 0.2], answers: [[302, 373], [0, 50], null] },
  { blocks: 12, pass: [40.4, 0.8, 0.0], answers: [[158, 231], [0, 7], null] },
];

/**
 * The first Stitches write-up (shared/seeds/001): its generator's measured limits and its three
 * worked examples, all drawn from the seed "rainy-day". It has no tables; these are the facts its
 * prose states, in its own rounding ("about one layout in a hundred" is 0.01).
 */
export const WRITEUP_001 = {
  /** the share of cut layouts that gave a usable puzzle, as the prose puts it */
  usable: [
    { side: 5, k: 1, blocks: 7, share: 0.01, words: 'about one layout in a hundred' },
    { side: 5, k: 1, blocks: 5, share: 0.5, words: 'more than half', atLeast: true },
    { side: 8, k: 1, blocks: 10, share: 0.09, words: 'nine layouts in a hundred' },
  ],
  /** the block counts offered: those where at least about one layout in five works */
  offeredShare: 0.2,
  /** on the standard 8×8, the share of stitchable layouts whose numbers fit two stitchings */
  twoAnswers: { side: 8, share: 1 / 3, words: 'about a third' },
  /** k = 3 makes a puzzle only with three blocks until the grid reaches ten squares a side */
  k3: { blocks: 3, untilSide: 10 },
  /** its largest grid */
  maxSide: 10,
  /** the worked examples, seed rainy-day: blocks, touching pairs and stitches (and which layout drawn gave it, where said) */
  examples: [
    { side: 6, k: 1, blocks: 6, pairs: 10, stitches: 10, layout: 4 },
    { side: 7, k: 2, blocks: 4, pairs: 5, stitches: 10, layout: null },
    { side: 10, k: 1, blocks: 10, pairs: 20, stitches: 20, layout: null },
  ],
  seed: 'rainy-day',
} as const;
