/**
 * Where the job queue lives: a Redis address as a URL, read once and checked before anything
 * connects. `redis://[USER[:PASSWORD]@]HOST[:PORT][/DB]` is plain TCP; `rediss://...` is TLS,
 * the server's certificate checked against the system's authorities and the host's name or
 * address (NODE_EXTRA_CA_CERTS adds a private authority). A password can stay out of the URL, and so out of `ps` and the shell's history,
 * in the environment variable PUZZLELAB_REDIS_PASSWORD. Addresses are shown with the password
 * hidden.
 */
import IORedis, { type RedisOptions } from 'ioredis';
import { QueueAddressError, QueueUnreachable } from './errors.ts';
import { oneLine } from '../core/json.ts';

/** The one queue every puzzlelab job goes through (a Redis database per lab keeps labs apart). */
export const QUEUE_NAME = 'puzzlelab';

export const PASSWORD_ENV = 'PUZZLELAB_REDIS_PASSWORD';

export interface QueueAddress {
  /** the address as shown to people: no password */
  shown: string;
  options: RedisOptions;
}

/** Reads `redis://` or `rediss://` URL; the password from the URL, else from PUZZLELAB_REDIS_PASSWORD. */
export function readQueueAddress(text: string, env: Record<string, string | undefined> = process.env): QueueAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new QueueAddressError(`'${oneLine(text)}' is not a URL: expected redis://HOST:PORT or rediss://HOST:PORT`);
  }
  const tls = url.protocol === 'rediss:';
  if (!tls && url.protocol !== 'redis:') throw new QueueAddressError(`'${oneLine(url.protocol)}' is not a queue address: expected redis://HOST:PORT or rediss://HOST:PORT (TLS)`);
  if (!url.hostname) throw new QueueAddressError(`'${oneLine(text)}' names no host: expected redis://HOST:PORT`);
  if (url.search || url.hash) throw new QueueAddressError(`'${oneLine(text)}': a queue address takes no ?query or #fragment`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const dbText = url.pathname.replace(/^\//, '');
  if (dbText !== '' && !/^\d{1,2}$/.test(dbText)) throw new QueueAddressError(`'/${oneLine(dbText)}': the path of a queue address is a database number (0 to 99)`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const password = url.password ? decodeURIComponent(url.password) : env[PASSWORD_ENV] || undefined;
  const username = url.username ? decodeURIComponent(url.username) : undefined;
  const db = dbText === '' ? 0 : Number(dbText);
  const options: RedisOptions = {
    host, port, db,
    ...(username !== undefined && { username }),
    ...(password !== undefined && { password }),
    // the certificate is checked against the host (name or address) by Node's TLS defaults
    ...(tls && { tls: {} }),
  };
  const who = username ? `${username}${password ? ':***' : ''}@` : password && url.password ? ':***@' : '';
  return { shown: oneLine(`${url.protocol}//${who}${url.host}${dbText ? `/${db}` : ''}`, 80), options };
}

/**
 * A connection to the queue's Redis. Commands wait while Redis is away (a restart, a network
 * blip) rather than fail: BullMQ's blocking reads need that, and a run resumes once Redis is back.
 */
export function connectQueue(address: QueueAddress, name: string): IORedis {
  return new IORedis({
    ...address.options,
    connectionName: name,
    maxRetriesPerRequest: null,
    // reconnect at once, then every half second at most, for as long as it takes
    retryStrategy: (times) => Math.min(times * 50, 500),
  });
}

/**
 * What is wrong when no reconnecting can mend it, else null: the password or user is wrong (or
 * Redis wants one), or over TLS the server's certificate fails the check (Node's error codes).
 */
export function hopeless(e: Error): string | null {
  if (/^(WRONGPASS|NOAUTH|NOPERM)/.test(e.message)) return 'refused the login';
  if (/CERT|ALTNAME|LEAF_SIGNATURE|ISSUER/.test((e as NodeJS.ErrnoException).code ?? '')) return 'has a certificate this machine does not trust';
  return null;
}

/**
 * Resolves once the connection is ready, however long Redis takes to answer; rejects with one
 * line if Redis refuses the login or has a certificate not to trust, which no retry mends.
 * Checked before BullMQ makes connections of its own from this one, so a wrong password or
 * certificate ends the command instead of a retry loop.
 */
export function loggedIn(c: IORedis, address: QueueAddress): Promise<void> {
  if (c.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (): void => { c.off('error', onError); c.off('ready', onReady); };
    const onReady = (): void => { settle(); resolve(); };
    const onError = (e: Error): void => {
      const what = hopeless(e);
      if (what === null) return;
      settle();
      c.disconnect();
      reject(new QueueUnreachable(`Redis at ${address.shown} ${what}: ${e.message}`));
    };
    c.on('ready', onReady);
    c.on('error', onError);
  });
}

/** Whether Redis refused a write because it is full (its maxmemory reached, nothing it may evict). */
export const refusedAsFull = (e: Error): boolean => /^OOM\b/.test(e.message);

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Redis's memory as INFO reports it, when it is full and evicts nothing (so every write is
 * refused): "maxmemory 4.0 MiB, 6.1 MiB used, policy noeviction"; else null.
 */
export async function fullMemory(c: IORedis): Promise<string | null> {
  const info = await c.info('memory');
  const field = (name: string): string => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
  const max = Number(field('maxmemory')), used = Number(field('used_memory')), policy = field('maxmemory_policy');
  return max > 0 && used >= max && policy === 'noeviction' ? `maxmemory ${mib(max)}, ${mib(used)} used, policy ${policy}` : null;
}

/** The one line said when Redis is full: no job, result or blob can go in until it has room. */
export async function fullLine(c: IORedis, address: QueueAddress): Promise<string> {
  const memory = await Promise.race([fullMemory(c).catch(() => null), new Promise<null>((resolve) => setTimeout(resolve, 2000, null).unref())]);
  return `Redis at ${address.shown} is full (${memory ?? 'maxmemory reached'}): it takes no more jobs or results; make room or raise its maxmemory, then run again`;
}
