import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until its issue lands; replaced by the real verb.
export const generateVerb: Verb = {
  name: 'generate',
  summary: '(not built yet)',
  usage: 'generate ...',
  run() {
    throw new CliError('generate: not built yet');
  },
};
