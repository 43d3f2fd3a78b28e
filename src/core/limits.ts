/**
 * The sizes every reader checks before it allocates or solves anything. The engine is the same
 * code in Node and in the browser, so the command line and the pages refuse the same inputs.
 */
import { fail, ok, type Result } from './result.ts';

/** Longest side of a board any reader takes (a puzzle, an answer, an edge-matching board): far past what any solver finishes. */
export const MAX_BOARD_SIDE = 64;

/** Longest text a reader takes (a JSON file, an id, a URL): a 64×64 board in JSON is far shorter. */
export const MAX_INPUT_CHARS = 1 << 22;

/**
 * A text longer than MAX_INPUT_CHARS as an error value (`what` names it: the input, the id...).
 * Readers check the text as given, before trimming it, so padding cannot carry it past the limit.
 */
export function withinLimit(text: string, what = 'input', where?: string): Result<null> {
  return text.length > MAX_INPUT_CHARS
    ? fail(`the ${what} is ${text.length} characters long, more than the limit of ${MAX_INPUT_CHARS}`, where)
    : ok(null);
}
