/**
 * The Haisu puzzle bank shipped with the site: boards made by the generator from the seeds in
 * plan.ts (`npm run stats -- haisu-bank` rewrites boards.json). Each entry names its puzzle by
 * id, so a page parses it with parseId.
 */
import type { Grade } from '../../core/difficulty.ts';
import boards from './boards.json';

export interface BankBoard {
  id: string;
  seed: string;
  width: number;
  height: number;
  regions: number;
  grade: Grade;
  /** cells carrying a number */
  numbers: number;
  /** for menus, e.g. "easy · 8 × 8 · no. 1" */
  label: string;
}

export const HAISU_BANK: readonly BankBoard[] = boards as BankBoard[];
