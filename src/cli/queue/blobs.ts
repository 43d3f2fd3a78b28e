/**
 * Blobs: large values that many jobs of the queue share (the stored entries a band's streaming
 * pass joins against, which each of its probe and slices reads), put into Redis once under a name
 * made from their bytes, and named in each job's data instead of carried in it. The gatherer that
 * holds a blob keeps it in Redis while its jobs may need it (client.ts); a worker fetches it by
 * name. An expiry, renewed by the gatherer while it holds the blob, removes the blobs of a
 * gatherer that died.
 */
import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import { QUEUE_NAME } from './connection.ts';

export interface Blob {
  /** a hash of the bytes */
  name: string;
  /** the bytes, in parts (views into their owner's arrays, joined only when sent) */
  parts: readonly Uint8Array[];
}

/** A blob stays this long after its gatherer last renewed it (as long as finished jobs stay). */
export const BLOB_SECONDS = 24 * 3600;

export const blobKey = (name: string): string => `${QUEUE_NAME}:blob:${name}`;

/** The parts as a blob, named by a hash of their bytes. */
export function blobOf(parts: readonly Uint8Array[]): Blob {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return { name: h.digest('hex').slice(0, 32), parts };
}

/** Puts the blob into Redis, or if Redis has it already only renews its expiry. Says whether its bytes were sent. */
export async function putBlob(redis: IORedis, blob: Blob): Promise<boolean> {
  if ((await redis.expire(blobKey(blob.name), BLOB_SECONDS)) === 1) return false;
  await redis.set(blobKey(blob.name), Buffer.concat(blob.parts), 'EX', BLOB_SECONDS, 'NX');
  return true;
}

/** The blob's bytes, or null when Redis does not have it. */
export const fetchBlob = (redis: IORedis, name: string): Promise<Buffer | null> => redis.getBuffer(blobKey(name));

export async function dropBlob(redis: IORedis, name: string): Promise<void> {
  await redis.del(blobKey(name));
}
