/** One sub-command of `puzzlelab`. run() returns the exit status. */
export interface Verb {
  name: string;
  summary: string;
  /** its forms in the command grammar, one a line, each without the leading `puzzlelab ` */
  usage: string;
  run(argv: string[]): number | Promise<number>;
}

/** A verb's forms as the grammar writes them: `puzzlelab <verb> ...`, one a line. */
export const usageLines = (verb: Verb): string[] => verb.usage.split('\n').map((form) => `puzzlelab ${form}`);

/** Prints a verb's usage when --help is given; true when it did. */
export function helpShown(verb: Verb, flags: Record<string, unknown>): boolean {
  if (!flags['help']) return false;
  process.stdout.write(`${usageLines(verb).join('\n')}\n\n${verb.summary}\n`);
  return true;
}
