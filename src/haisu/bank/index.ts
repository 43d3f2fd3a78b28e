/**
 * The Haisu puzzle bank shipped with the site: boards made by the generator from the seeds in
 * plan.ts (`npm run stats -- haisu-bank` rewrites boards.json). Each entry names its puzzle by
 * id, so a page parses it with parseId.
 */
import type { BankBoard } from './make.ts';
import boards from './boards.json';

export type { BankBoard } from './make.ts';

export const HAISU_BANK: readonly BankBoard[] = boards as BankBoard[];
