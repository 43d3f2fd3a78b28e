import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until the stitches generator lands; replaced by the real verb.
export const generateStitches: Verb = {
  name: 'generate stitches',
  summary: '(not built yet)',
  usage: 'generate stitches ...',
  run() {
    throw new CliError('generate stitches: not built yet');
  },
};
