import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { parseFlags } from '../args.ts';
import { EXIT } from '../errors.ts';
import { scoreBoard, verifyBoard } from '../../edgematch/index.ts';
import { loadBoard } from './edgematch-input.ts';

export const scoreVerb: Verb = {
  name: 'score',
  summary: 'Matched internal edges of an edge-matching board (and whether it obeys the rules).\n'
    + 'Status 1 when a piece is placed twice or the frame rule is broken.',
  usage: 'score BOARD [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('score', argv, { json: { type: 'boolean' } });
    if (helpShown(this, flags)) return EXIT.done;
    const board = loadBoard(positionals[0], 'score');
    const s = scoreBoard(board);
    const broken = verifyBoard(board, true);
    if (flags['json']) {
      process.stdout.write(`${JSON.stringify({ score: s.score, maximum: s.maximum, mismatches: s.mismatches, violations: broken })}\n`);
    } else {
      process.stdout.write(`${s.score}/${s.maximum} (${s.mismatches.length} mismatched edges)\n`);
      for (const v of broken) process.stdout.write(`illegal: ${v.message}\n`);
    }
    return broken.length ? EXIT.noAnswer : EXIT.done;
  },
};
