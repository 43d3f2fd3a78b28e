// The fuzz suite in `npm test`: a few thousand broken inputs per reader (FUZZ_RUNS sets more; `npm run fuzz`).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readers } from './readers.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 2000);
const seed = process.env['FUZZ_SEED'] === undefined ? 13 : Number(process.env['FUZZ_SEED']);

describe(`every reader takes ${runs} broken inputs without a throw`, () => {
  for (const { name, property } of readers()) {
    it(name, () => { fc.assert(property, { numRuns: runs, seed }); }, 600_000);
  }
});
