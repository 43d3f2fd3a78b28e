import type { Genre } from '../core/genre.ts';
import { fail } from '../core/result.ts';

// Placeholder backend until the stitches engine lands; every call says so.
const missing = (): never => { throw new Error('stitches engine not built yet'); };
export const stitches: Genre<unknown, unknown> = {
  name: 'stitches',
  parse: () => fail('the stitches engine is not built yet'),
  serialize: missing, toId: missing,
  parseAnswer: () => fail('the stitches engine is not built yet'),
  serializeAnswer: missing, verify: missing, solve: missing, grade: missing, render: missing, toText: missing,
};
