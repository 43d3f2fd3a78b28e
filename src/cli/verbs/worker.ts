import { availableParallelism } from 'node:os';
import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { QueueAddressError } from '../../queue/errors.ts';

export const workerVerb: Verb = {
  name: 'worker',
  summary: [
    'Takes jobs from a job queue (BullMQ on Redis) and runs them until stopped: the units of',
    '`npm run stats -- NAME --queue URL`, the puzzles of `generate ... --count N --queue URL` and the',
    'slices of `bandsaw ... --queue URL`.',
    'Start any number, on any machines, from the same commit as the command that makes the jobs; a',
    'job made by other code is refused with one line. Ctrl-C (or SIGTERM) finishes the jobs under way',
    'and stops; a second one stops at once (the queue gives those jobs to another worker), and so',
    'does the first while Redis is not answering.',
    '  URL             redis://[USER[:PASSWORD]@]HOST[:PORT][/DB], or rediss://... for TLS; the password',
    '                  may instead be in the environment as PUZZLELAB_REDIS_PASSWORD',
    '  --threads N     jobs run at once, one a thread (default: one per core)',
    '  --lease S       seconds a job stays with a worker that stopped answering before another',
    '                  worker takes it again (default 30)',
  ].join('\n'),
  usage: 'worker URL [--threads N] [--lease SECONDS]',
  async run(argv) {
    const { positionals, flags } = parseFlags('worker', argv, { threads: { type: 'string' }, lease: { type: 'string' } });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1) throw new CliError('worker: expected one queue address, redis://HOST:PORT or rediss://HOST:PORT');
    const threads = intFlag(flags, 'threads', availableParallelism(), 1, 256);
    const lease = intFlag(flags, 'lease', 30, 1, 3600);
    const { readQueueAddress } = await import('../../queue/connection.ts');
    let address;
    try {
      address = readQueueAddress(positionals[0]!);
    } catch (e) {
      if (e instanceof QueueAddressError) throw new CliError(`worker: ${e.message}`);
      throw e;
    }
    const { serveQueue } = await import('../../queue/worker.ts');
    return serveQueue(address, { threads, lease }, (line) => process.stderr.write(`puzzlelab worker: ${line}\n`));
  },
};
