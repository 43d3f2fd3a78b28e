// Reading edge-matching files for the score, bandsaw and instance verbs.
import { describeError } from '../../core/result.ts';
import { parseBoardOrInstance, type Board } from '../../edgematch/index.ts';
import { readArgument } from '../input.ts';
import { CliError } from '../errors.ts';

/** A board (JSON) or an instance (text, read as an empty board); bad input is a CliError. */
export function loadBoard(arg: string | undefined, verb: string): Board {
  if (!arg) throw new CliError(`puzzlelab ${verb}: expected a board or instance file`);
  const { text, source } = readArgument(arg);
  const r = parseBoardOrInstance(text);
  if (!r.ok) throw new CliError(`${source}: ${describeError(r.error)}`);
  return r.value;
}
