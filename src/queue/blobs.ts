/**
 * Blobs: large values that many jobs of the queue share (the stored entries a band's streaming
 * pass joins against, which each of its probe and slices reads), put into Redis once under a name
 * made from their bytes, and named in each job's data instead of carried in it. The gatherer that
 * holds a blob keeps it in Redis while its jobs may need it (client.ts); a worker fetches it by
 * name. Gatherers that hold the same blob at once (two runs of one band) are listed beside it,
 * and the last to let it go removes it. An expiry, renewed by each gatherer while it holds the
 * blob, removes the blobs of gatherers that died.
 */
import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import { QUEUE_NAME } from './connection.ts';

/** Gives a blob's bytes by its name, or null when the queue does not have it. */
export type FetchBlob = (name: string) => Promise<Uint8Array | null>;

export interface Blob {
  /** a hash of the bytes */
  name: string;
  /** the bytes, in parts (views into their owner's arrays, joined only when sent) */
  parts: readonly Uint8Array[];
}

/** A blob stays this long after its gatherer last renewed it (as long as finished jobs stay). */
const BLOB_SECONDS = 24 * 3600;

export const blobKey = (name: string): string => `${QUEUE_NAME}:blob:${name}`;
/** The set of gatherers holding the blob. */
const holdersKey = (name: string): string => `${blobKey(name)}:holders`;

/** The parts as a blob, named by a hash of their bytes. */
export function blobOf(parts: readonly Uint8Array[]): Blob {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return { name: h.digest('hex').slice(0, 32), parts };
}

/**
 * Lists `holder` as holding the blob and puts it into Redis, or if Redis has it already only
 * renews its expiry. Says whether its bytes were sent. The holder goes on the list first, so a
 * holder letting go at the same time never removes it from under this one.
 */
export async function putBlob(redis: IORedis, blob: Blob, holder: string): Promise<boolean> {
  await redis.multi().sadd(holdersKey(blob.name), holder).expire(holdersKey(blob.name), BLOB_SECONDS).exec();
  if ((await redis.expire(blobKey(blob.name), BLOB_SECONDS)) === 1) return false;
  await redis.set(blobKey(blob.name), Buffer.concat(blob.parts), 'EX', BLOB_SECONDS, 'NX');
  return true;
}

/** The blob's bytes, or null when Redis does not have it. */
export const fetchBlob = (redis: IORedis, name: string): Promise<Buffer | null> => redis.getBuffer(blobKey(name));

/** Takes `holder` off the blob's list, one step in Redis; the last holder's going removes the blob. */
const LET_GO = `redis.call('SREM', KEYS[2], ARGV[1])
if redis.call('SCARD', KEYS[2]) == 0 then redis.call('DEL', KEYS[1], KEYS[2]) end
return 0`;

export async function dropBlob(redis: IORedis, name: string, holder: string): Promise<void> {
  await redis.eval(LET_GO, 2, blobKey(name), holdersKey(name), holder);
}
