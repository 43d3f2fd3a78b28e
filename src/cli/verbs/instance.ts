import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, sizeFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import { makeRng } from '../../core/rng.ts';
import { fillRows, makeInstance, serializeBoard, serializeInstance, turnBoard180 } from '../../edgematch/index.ts';
import { loadBoard } from './edgematch-input.ts';

export const instanceVerb: Verb = {
  name: 'instance',
  summary: 'Makes and prepares edge-matching instances.\n'
    + '  make --size WxH [--frame F] [--inner I] [--seed S] [--board]  random pieces with a planted perfect\n'
    + '      board (frame colours 1..F, inner colours F+1..F+I); --board prints the planted board as JSON\n'
    + '  turn FILE                         the board turned 180 degrees (cell i -> n-1-i, rotation +2)\n'
    + '  fill FILE --rows N [--seed S]     fills the empty cells of the top N rows heuristically',
  usage: 'instance make --size WxH [--frame F] [--inner I] [--seed S] [--board]\ninstance turn FILE\ninstance fill FILE [--rows N] [--seed S]',
  run(argv) {
    const { positionals, flags } = parseFlags('instance', argv, {
      size: { type: 'string' }, frame: { type: 'string' }, inner: { type: 'string' }, seed: { type: 'string' },
      board: { type: 'boolean' }, rows: { type: 'string' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    const [action, file] = positionals;
    const seed = typeof flags['seed'] === 'string' ? flags['seed'] : undefined;
    if (action === 'make') {
      if (typeof flags['size'] !== 'string') throw new CliError('instance make: --size WxH is required');
      const { width, height } = sizeFlag(flags['size'], 2, 64);
      const frameColours = intFlag(flags, 'frame', 3, 1, 100), innerColours = intFlag(flags, 'inner', 5, 1, 150);
      const { board } = makeInstance({ width, height, frameColours, innerColours }, makeRng(seed));
      process.stdout.write(flags['board'] ? serializeBoard(board) : serializeInstance(board));
      return EXIT.done;
    }
    if (action === 'turn') {
      process.stdout.write(serializeBoard(turnBoard180(loadBoard(file, 'instance turn'))));
      return EXIT.done;
    }
    if (action === 'fill') {
      const board = loadBoard(file, 'instance fill');
      const rows = intFlag(flags, 'rows', board.height, 1, board.height);
      process.stdout.write(serializeBoard(fillRows(board, rows, makeRng(seed ?? 'fill'))));
      return EXIT.done;
    }
    throw new CliError(`instance: expected make, turn or fill, got '${oneLine(action ?? '')}'`);
  },
};
