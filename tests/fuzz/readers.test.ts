// The fuzz suite in `npm test`: a few thousand broken inputs per reader (FUZZ_RUNS sets more; `npm run fuzz`).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readers } from './readers.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 2000);
// npm test always breaks the same inputs; npm run fuzz draws a fresh seed (fast-check prints it with a failure)
const wanted = process.env['FUZZ_SEED'];
const seed = wanted === undefined ? 13 : wanted === 'fresh' ? Math.floor(Math.random() * 2 ** 31) : Number(wanted);

describe(`every reader takes ${runs} broken inputs without a throw (seed ${seed})`, () => {
  for (const { name, property } of readers()) {
    it(name, () => { fc.assert(property, { numRuns: runs, seed }); }, 600_000);
  }
});
