import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bandOf } from '../../edgematch/band.ts';
import { parseBoard } from '../../edgematch/io.ts';
import { turnBoard180 } from '../../edgematch/model.ts';
import { certificateText } from '../../edgematch/bandsaw/certificate.ts';
import { bandsaw } from '../../edgematch/bandsaw/ratchet.ts';
import { SliceRunner } from '../../edgematch/bandsaw/slices.ts';
import { dataFile } from '../../../data/paths.ts';
import { bandsawThreaded } from './bandsaw-pool.ts';

describe('BANDSAW on worker threads', { timeout: 120_000 }, () => {
  it('writes the certificate of one thread and counts the slice nodes its threads ran: at least what one thread runs', async () => {
    const r = parseBoard(readFileSync(join(dataFile('edgematch'), 'e2_riotte_464_fiveclue.board.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const p = bandOf(turnBoard180(r.value), 3);
    if (!p.ok) throw new Error(p.error.message);
    // small caps make the cuts race, so tries stop at their caps with slices run past the stop
    const options = { firstCap: 64 };
    const runner = new SliceRunner(p.value);
    const alone = bandsaw(p.value, options, runner);
    const threaded = await bandsawThreaded(p.value, options, 2);
    expect(certificateText(threaded.certificate)).toBe(certificateText(alone.certificate));
    expect(runner.ran).toBeGreaterThan(0);
    // every slice one thread runs, the threads run too, in the same try or ahead of it in an earlier one
    expect(threaded.slicesRan).toBeGreaterThanOrEqual(runner.ran);
  });
});
