import type { Verb } from '../verb.ts';
import { CliError } from '../errors.ts';

// Placeholder until the haisu generator lands; replaced by the real verb.
export const generateHaisu: Verb = {
  name: 'generate haisu',
  summary: '(not built yet)',
  usage: 'generate haisu ...',
  run() {
    throw new CliError('generate haisu: not built yet');
  },
};
