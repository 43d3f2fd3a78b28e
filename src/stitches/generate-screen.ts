/**
 * The screen a fresh cut must pass before any sewing: counts that no answer can beat.
 * A block with d neighbours spends k·d of its own cells on holes, the board spends 2·k per
 * touching pair, and a border shorter than k cannot take k stitches. Most hopeless cuts fail
 * here for the price of one pass over the model.
 */
import { regionDegree, type Model } from './model.ts';

export function passesScreen(m: Model): boolean {
  return passesDegreeCounts(m) && bordersWideEnough(m);
}

/** The counting half: every block can afford k holes per neighbour, the board 2·k per touching pair. */
export function passesDegreeCounts(m: Model): boolean {
  if (2 * m.k * m.pairCount > m.cellCount) return false;
  for (let r = 0; r < m.regionCount; r++) {
    if (m.k * regionDegree(m, r) > m.regionCellStart[r + 1]! - m.regionCellStart[r]!) return false;
  }
  return true;
}

/** Every border between touching blocks has room for k stitches. */
function bordersWideEnough(m: Model): boolean {
  for (let p = 0; p < m.pairCount; p++) if (m.pairStart[p + 1]! - m.pairStart[p]! < m.k) return false;
  return true;
}
