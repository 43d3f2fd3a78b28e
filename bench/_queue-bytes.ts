/**
 * The bytes a band proof through the queue passes through Redis, job by job of the search (a
 * job's probe and slices; the search asks for one job at a time, so Redis's byte counters read
 * between two jobs give the first one's traffic, with the queue's own polling in it): a
 * redis-server of its own, one `puzzlelab worker` of one thread (dist/cli: `npm run build:cli`
 * first). `npx tsx bench/_queue-bytes.ts BOARD ROWS [MAX_BUDGET]` prints a line per streaming job and the
 * run's totals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bandOf } from '../src/edgematch/band.ts';
import { bandsawPooled, type SlicePool } from '../src/edgematch/bandsaw/drive.ts';
import type { EnumerationJob } from '../src/edgematch/bandsaw/slices.ts';
import { parseBoard } from '../src/edgematch/io.ts';
import { turnBoard180 } from '../src/edgematch/model.ts';
import { QueuePool } from '../src/cli/queue/band-queued.ts';
import { JobQueue } from '../src/cli/queue/client.ts';
import { codeVersions } from '../src/cli/queue/code-versions.ts';
import { connectQueue, readQueueAddress } from '../src/cli/queue/connection.ts';
import { ROOT, startRedis, startWorker } from '../tests/queue-harness.ts';

const [board = 'e2_riotte_464_fiveclue.board.json', rows = '3', maxBudget] = process.argv.slice(2);
const parsed = parseBoard(readFileSync(join(ROOT, 'data', 'edgematch', board), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const band = bandOf(turnBoard180(parsed.value), Number(rows));
if (!band.ok) throw new Error(band.error.message);

const redis = await startRedis();
const raw = connectQueue(readQueueAddress(redis.url), 'bytes');
const traffic = async (): Promise<number> => {
  const info = await raw.info('stats');
  const n = (k: string) => Number(new RegExp(`${k}:(\\d+)`).exec(info)![1]);
  return n('total_net_input_bytes') + n('total_net_output_bytes');
};
const worker = await startWorker(redis.url, ['--threads', '1']);
const queue = await JobQueue.open(readQueueAddress(redis.url));
const inner = new QueuePool(queue, band.value, (await codeVersions()).bandsaw);
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
  current!.asked++;
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
