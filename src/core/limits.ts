/**
 * The sizes every reader checks before it allocates or solves anything. The engine is the same
 * code in Node and in the browser, so the command line and the pages refuse the same inputs.
 */

/** Longest text a reader takes (a JSON file, an id, a URL): a 64×64 board in JSON is far shorter. */
export const MAX_INPUT_CHARS = 1 << 22;
