/**
 * The Haisu write-up's own figures (shared/seeds/004), as data, so docs/haisu.md can set ours
 * beside them. These are the only numbers typed by hand in the Haisu notes, and they are theirs.
 */

/** Table 1: one number per region read both ways; walks counted up to 80. */
export const WRITEUP_READINGS = {
  cap: 80,
  sizes: [
    { size: '6x6', boards: 720, ordinalPinned: 11, cardinalPinned: 19, ordinalRanOut: 0, cardinalRanOut: 0 },
    { size: '8x8', boards: 840, ordinalPinned: 0, cardinalPinned: 0, ordinalRanOut: 416, cardinalRanOut: 0 },
  ],
  /** 6×6 region counts where each reading left fewer walks more often, board by board */
  ordinalAhead: [4, 6, 8],
  cardinalAhead: [10, 14, 18],
};

/** Table 2: fully numbered boards, 120 per row; both ends pin nothing; the peaks. */
export const WRITEUP_DIAL = {
  boards: 120,
  /** 8×8 with one region and with 64 one-cell regions */
  ends: { size: '8x8', oneRegion: 0, allSingletons: 0 },
  peaks: [{ size: '6x6', regions: 8, pinnedPercent: 91.7 }, { size: '8x8', regions: 16, pinnedPercent: 80.8 }],
};

/** Table 3: facts counted rather than asserted. */
export const WRITEUP_FACTS = {
  singletons: { regions: 3_799, notOne: 0 },
  rubSingletons: { boards: 300, changed: 0 },
  startOnFirst: { boards: 300, exceptions: 0 },
  startWritten: { boards: 20, answersChanged: 0, nodesChanged: 0 },
  /** the colour screen kills "about half" of the end pairs and passes none without a walk */
  colour: { killedShare: 0.5, falsePasses: 0 },
  regionScreen: { cuts: 60_000, sizes: 3, failed: 0 },
  window: { regions: 101_429, outside: 0 },
};

/** Table 4: walk counts of the write-up's shipped boards (12×12 only to three figures) and the sequences it matched. */
export const WRITEUP_HAYSTACK = {
  shipped: [{ size: '8x8', walks: '2184565' }, { size: '10x10', walks: '194570357335' }, { size: '12x12', approx: 4.05e17 }],
  cornerToCorner: ['2', '104', '111712'],
  allPairs: ['4', '20', '276', '4324', '229348'],
};

/** Table 5: its ladder order, its bank, its node cap; what it found of reach and local. */
export const WRITEUP_LADDER = {
  order: ['degree', 'region', 'segment', 'reach', 'probe', 'local'],
  boards: 20,
  nodeCap: 120_000,
  reachDecidesNew: 0,
  localFinishes: 4,
};

/** Table 6: the kept share of its minimal boards, and how dense its part-way boards ran. */
export const WRITEUP_NUMBERS = { minimalBoards: 6, minimalKeptMin: 19, minimalKeptMax: 26, partWayMax: 91 };

/** Table 7: the bank sat within one sigma of the raw sampler on all its sizes. */
export const WRITEUP_BEND = { sizes: 3, withinSigma: 3 };
