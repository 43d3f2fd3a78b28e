import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const instanceVerb: Verb = {
  name: 'instance',
  summary: '(not built yet)',
  usage: 'instance ...',
  run() {
    throw new CliError('instance: not built yet');
  },
};
