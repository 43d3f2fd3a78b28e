import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const bandsawVerb: Verb = {
  name: 'bandsaw',
  summary: '(not built yet)',
  usage: 'bandsaw ...',
  run() {
    throw new CliError('bandsaw: not built yet');
  },
};
