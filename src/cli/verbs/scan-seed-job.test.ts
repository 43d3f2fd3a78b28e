import { describe, expect, it } from 'vitest';
import type { Json } from '../../core/canonical-json.ts';
import { DEFAULT_SETTINGS } from '../../edgematch/scan/solve.ts';
import { runScanSeed } from './scan-seed-job.ts';

describe('a scan seed as a queue job', () => {
  const settings = { ...DEFAULT_SETTINGS, seed: 's', maxNodes: 100 } as unknown as Json;
  it('M9: an instance the job describes is read as scan reads an instance file, and refused with one line', () => {
    const refused: [Json, string][] = [
      [{ width: 100, height: 100, pieces: [] }, 'line 1: board size 100x100 is out of range 1..64'],
      [{ width: 2, height: 2, pieces: [[0, 0, 1, 1]] }, 'line 2: expected 4 piece lines for 2x2, got 1'],
      [{ width: 1, height: 1, pieces: [[0, 0, 999, 0]] }, 'line 2: piece 0: expected four colours 0..255'],
      [42, 'expected {width, height, pieces}'],
    ];
    for (const [instance, says] of refused) expect(() => runScanSeed({ instance, settings })).toThrow(`the instance it describes is refused: ${says}`);
  });
});
