/**
 * The puzzles the play page offers first. bank.json is written by make-bank.ts from fixed
 * seeds (`node bin/run-ts.mjs src/web/stitches/make-bank.ts`); a test rebuilds every entry.
 */
import entries from './bank.json';

export const BANK: readonly { id: string; seedId: string; label: string }[] = entries;
