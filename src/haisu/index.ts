import type { Genre } from '../core/genre.ts';
import { fail } from '../core/result.ts';

// Placeholder backend until the haisu engine lands; every call says so.
const missing = (): never => { throw new Error('haisu engine not built yet'); };
export const haisu: Genre<unknown, unknown> = {
  name: 'haisu',
  parse: () => fail('the haisu engine is not built yet'),
  serialize: missing, toId: missing,
  parseAnswer: () => fail('the haisu engine is not built yet'),
  serializeAnswer: missing, verify: missing, solve: missing, grade: missing, render: missing, toText: missing,
};
