import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const scoreVerb: Verb = {
  name: 'score',
  summary: '(not built yet)',
  usage: 'score ...',
  run() {
    throw new CliError('score: not built yet');
  },
};
