/** One sub-command of `puzzlelab`. run() returns the exit status. */
export interface Verb {
  name: string;
  summary: string;
  usage: string;
  run(argv: string[]): number | Promise<number>;
}

/** Prints a verb's usage when --help is given; true when it did. */
export function helpShown(verb: Verb, flags: Record<string, unknown>): boolean {
  if (!flags['help']) return false;
  process.stdout.write(`usage: puzzlelab ${verb.usage}\n\n${verb.summary}\n`);
  return true;
}
