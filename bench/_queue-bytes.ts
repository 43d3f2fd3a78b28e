/**
 * The bytes a band proof through the queue passes through Redis, job by job of the search (a
 * job's probe and slices; the search asks for one job at a time, so Redis's byte counters read
 * between two jobs give the first one's traffic, with the queue's own polling in it): a
 * redis-server of its own, one `puzzlelab worker` of one thread (dist/cli: `npm run build:cli`
 * first). `node bin/run-ts.mjs bench/_queue-bytes.ts 464|470 ROWS [MAX_BUDGET]` proves the
 * turned board's band and prints a line per streaming job and the run's total.
 */
import { recordBand } from '../experiments/bandsaw/records.ts';
import { type EnumerationJob, type SlicePool, bandsawPooled } from '../src/edgematch/research.ts';
import { QueuePool } from '../src/cli/verbs/band-queued.ts';
import { JobQueue } from '../src/queue/client.ts';
import { codeVersions } from '../src/queue/code-versions.ts';
import { connectQueue, readQueueAddress } from '../src/queue/connection.ts';
import { startRedis, startWorker } from '../tests/queue-harness.ts';

const [board = '464', rows = '3', maxBudget] = process.argv.slice(2);
if ((board !== '464' && board !== '470') || !(Number(rows) >= 1) || (maxBudget !== undefined && !(Number(maxBudget) >= 0))) {
  console.error('usage: bench/_queue-bytes.ts 464|470 ROWS [MAX_BUDGET]');
  process.exit(2);
}
const band = { value: recordBand(board, Number(rows)) };

const redis = await startRedis();
const raw = connectQueue(readQueueAddress(redis.url), 'bytes');
const traffic = async (): Promise<number> => {
  const info = await raw.info('stats');
  const n = (k: string) => Number(new RegExp(`${k}:(\\d+)`).exec(info)![1]);
  return n('total_net_input_bytes') + n('total_net_output_bytes');
};
const worker = await startWorker(redis.url, ['--threads', '1']);
const queue = await JobQueue.open(readQueueAddress(redis.url));
const inner = new QueuePool(queue, band.value, (await codeVersions()).band!);
const mib = (b: number) => (b / 2 ** 20).toFixed(2);

let current: { job: EnumerationJob; asked: number; from: number } | null = null;
const close = async (): Promise<void> => {
  if (!current) return;
  const { job, asked, from } = current;
  const stored = job.kind === 'stream' ? job.stored.keys.byteLength + job.stored.costs.byteLength : 0;
  if (job.kind === 'stream') console.log(`round ${job.round} job ${job.id} (stream ${job.split} ${job.half}): ${asked} probe and slices, stored entries ${mib(stored)} MiB, through Redis ${mib((await traffic()) - from)} MiB`);
  current = null;
};
const begin = async (job: EnumerationJob): Promise<void> => {
  if (current?.job !== job) { await close(); current = { job, asked: 0, from: await traffic() }; }
  current.asked++;
};
const metered: SlicePool = {
  probe: async (job) => { await begin(job); return inner.probe(job); },
  run: async (job, i) => { await begin(job); return inner.run(job, i); },
  dropBefore: (id) => inner.dropBefore(id),
};
const start = await traffic();
const result = await bandsawPooled(band.value, maxBudget ? { maxBudget: Number(maxBudget) } : {}, metered);
await close();
console.log(`${board} ${rows} rows: ${result.certificate.status}, ${inner.sent} jobs, through Redis ${mib((await traffic()) - start)} MiB in all`);
await queue.close(true);
await worker.stop();
raw.disconnect();
await redis.stop();
