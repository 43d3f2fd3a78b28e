import { BANK } from '../../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../../src/haisu/bank/index.ts';
import { stitches, type StitchesPuzzle } from '../../src/stitches/index.ts';
import { haisu, type HaisuPuzzle } from '../../src/haisu/index.ts';
import type { AnyGenre } from '../../src/genres.ts';

/**
 * Boards the browser tests open that the banks do not hold. The 15 x 15 Haisu board is
 * `npx puzzlelab generate haisu --size 15x15 --seed phone --gentle` (about a minute to make,
 * too long to make in a test), kept here by its exact id.
 */
export const HAISU_15 = 'haisu:15x15:b548ck9eamjl3h76gkn2fntqkpe753sqpckbtlulckqigb9gp2n6vok1vrrv6ck969i7maujvlb0f9ut6gai0uvkn1g2k212g2g1g1j32h3g13212g1m3k22g1221221g32i3k1g221i3h1h2j5i242m53h3h13j1h4h21n2h4i2g1k1h5n3j3j1g3i2g2g12g224l1g3l12k1j1g3i';

/**
 * A 30 × 30 Stitches puzzle, the largest size the generator offers:
 * `npx puzzlelab generate stitches --size 30x30 --seed zoom` (about 15 s to make), by its exact id.
 */
export const STITCHES_30 = 'stitches:30x30k2:ACCAQACCAgAEEBAAgEEAAgCQAAQIgAEAJAAQAQAGIAgDUgNAKZARjESCD3FBtUYJAAggRACAgRACCASAEQBBAIQBBAgQIBBAgTECBAUhwEAQgQIAhAmgBCylACGiIAEBIQAEBQBAICgAggJAAABBAAAAAAAADAgQACAYgABgIAADgIAAEAHAAmAAAJCAgARcAaEnADAhEjYxSAgnMIAQAQICIAQIBAAAwBGAAgBBAQQDAgAAAQgAACM7gQBiFAAAAAEgAARYAAAhjAABBAAAgID4AAAAGAgIABA.2,0,0,1,1,4,2,1,3,5,13,5,7,4,0,0,4,0,1,1,2,3,1,5,10,2,4,1,0,2.0,0,2,3,1,5,6,1,2,5,2,2,3,3,1,0,1,10,5,7,5,1,2,8,3,1,2,2,1,0';

/** A bank puzzle with clues taken away (`without(p, i)`: the first i + 1 of them) until it has more than one answer. */
function loosened<P>(genre: AnyGenre, id: string, without: (p: P, i: number) => P | null): P {
  const read = genre.parse(id);
  if (!read.ok) throw new Error(read.error.message);
  const puzzle = read.value as P;
  for (let i = 0; ; i++) {
    const fewer = without(puzzle, i);
    if (fewer === null) throw new Error(`no clue of ${id} leaves it with two answers`);
    if (genre.solve(fewer, { maxSolutions: 2 }).solutions === 2) return fewer;
  }
}
/** Puzzles with more than one answer, for the editors' side-by-side answers. */
export const stitchesLoose = loosened<StitchesPuzzle>(stitches, BANK.find((b) => b.id.startsWith('stitches:7x7'))!.id,
  (p, i) => (i < p.rows.length ? { ...p, rows: p.rows.map((v, r) => (r <= i ? null : v)) } : null));
export const haisuLoose = loosened<HaisuPuzzle>(haisu, HAISU_BANK.find((b) => b.width === 5)!.id,
  (p, i) => (i < p.numbers.length ? { ...p, numbers: p.numbers.slice(i + 1) } : null));

