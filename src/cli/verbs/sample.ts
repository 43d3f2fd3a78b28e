import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const sampleVerb: Verb = {
  name: 'sample',
  summary: '(not built yet)',
  usage: 'sample ...',
  run() {
    throw new CliError('sample: not built yet');
  },
};
