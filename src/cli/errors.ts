/** A failure the command line reports as one line on stderr with an exit status. */
export class CliError extends Error {
  constructor(message: string, readonly status = 2) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit statuses of the contract in docs/guide/cli.md. */
export const EXIT = { done: 0, noAnswer: 1, badInput: 2 } as const;
