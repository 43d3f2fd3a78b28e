/**
 * The Stitches puzzle bank shipped with the site: the puzzles the play page offers first, as
 * exact ids. boards.json is written by `npm run stats -- stitches-bank` from the fixed seeds of
 * make.ts; each entry keeps the
 * seed id it was made from. Tests check every entry has exactly one answer and is what its seed
 * makes today.
 */
import entries from './boards.json';

export const BANK: readonly { id: string; seedId: string; label: string }[] = entries;
