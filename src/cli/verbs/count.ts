import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const countVerb: Verb = {
  name: 'count',
  summary: '(not built yet)',
  usage: 'count ...',
  run() {
    throw new CliError('count: not built yet');
  },
};
