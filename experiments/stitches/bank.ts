/**
 * `npm run stats -- stitches-bank`: the Stitches bank of the play page, one unit a puzzle of
 * src/stitches/bank/make.ts; writes src/stitches/bank/boards.json, and keeps the entries in
 * stats.json too (a run through the queue can be checked against a local one by them). The quick
 * size makes the first two and writes nothing.
 */
import { bankText, makeBankEntry, WANTED, type BankEntry } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

const STITCHES_BANK_FILE = 'src/stitches/bank/boards.json';

export const experiment = defineExperiment<{ entries: number }, { entry: number }, BankEntry>({
  name: 'stitches-bank',
  summary: 'the Stitches bank of the play page: every puzzle of src/stitches/bank/make.ts, generated and graded',
  module: import.meta.url,
  sizes: { full: { entries: WANTED.length }, quick: { entries: 2 } },
  plan: ({ entries }) => WANTED.slice(0, entries).map((w, entry) => ({ params: { entry }, cost: w.size * w.size * w.k })),
  runUnit: ({ entry }) => makeBankEntry(entry),
  gather: (_size, made) => ({ stats: made, files: { [STITCHES_BANK_FILE]: bankText(made) } }),
});
