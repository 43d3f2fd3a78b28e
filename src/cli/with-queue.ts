/**
 * The job queue as a verb of the command line opens it (`generate --queue`, `bandsaw --queue`):
 * a bad address or an unreachable Redis is one line and status 2, the queue's notices go to
 * stderr under the verb's name, and a job that fails ends the verb with status 1.
 */
import { CliError, EXIT } from './errors.ts';
import { JobQueue } from '../queue/client.ts';
import { readQueueAddress } from '../queue/connection.ts';
import { JobFailed, QueueAddressError, QueueUnreachable } from '../queue/errors.ts';

/** Opens the queue at `url`, runs `work` with it, and closes it (withdrawing the jobs not yet started). */
export async function withQueue<T>(url: string, verb: string, work: (queue: JobQueue) => Promise<T>): Promise<T> {
  let queue: JobQueue;
  try {
    queue = await JobQueue.open(readQueueAddress(url), (line) => process.stderr.write(`puzzlelab: ${verb}: ${line}\n`));
  } catch (e) {
    if (e instanceof QueueAddressError) throw new CliError(`--queue: ${e.message}`);
    if (e instanceof QueueUnreachable) throw new CliError(`${verb}: ${e.message}`, EXIT.badInput);
    throw e;
  }
  try {
    return await work(queue);
  } catch (e) {
    if (e instanceof JobFailed) throw new CliError(`${verb}: ${e.message}`, EXIT.noAnswer);
    throw e;
  } finally {
    await queue.close(true);
  }
}
