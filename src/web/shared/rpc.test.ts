import { afterEach, describe, expect, it } from 'vitest';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Cancelled, type Progress } from '../../core/progress.ts';
import { serveWorker, WorkerClient, type Endpoint, type WorkerLike } from './rpc.ts';

// Both ends of a MessageChannel stand in for the page and a worker.
const api = {
  add: (p: { a: number; b: number }) => p.a + p.b,
  count: (p: { to: number }, progress: Progress) => {
    for (let i = 1; i <= p.to; i++) progress.report?.(i, p.to, 'counting');
    return p.to;
  },
  fail: () => { throw new Error('bad settings'); },
  never: () => new Promise(() => {}) as unknown as number,
};

const ports: MessagePort[] = [];
function start(): WorkerLike & { terminated: boolean } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveWorker(api, port2 as unknown as Endpoint);
  port1.start(); port2.start();
  const worker = {
    terminated: false,
    postMessage: (m: unknown) => port1.postMessage(m),
    addEventListener: (t: 'message', f: (e: MessageEvent) => void) => port1.addEventListener(t, f as never),
    terminate() { worker.terminated = true; port1.close(); },
  };
  return worker;
}
afterEach(() => { for (const p of ports.splice(0)) p.close(); });

describe('WorkerClient and serveWorker', () => {
  it('returns values and forwards progress in order', async () => {
    const client = new WorkerClient<typeof api>(start);
    await expect(client.call('add', { a: 2, b: 3 })).resolves.toBe(5);
    const seen: string[] = [];
    await expect(client.call('count', { to: 3 }, { onProgress: (d, t, l) => seen.push(`${d}/${t} ${l}`) })).resolves.toBe(3);
    expect(seen).toEqual(['1/3 counting', '2/3 counting', '3/3 counting']);
  });

  it('turns a thrown error into a rejection with its message', async () => {
    const client = new WorkerClient<typeof api>(start);
    await expect(client.call('fail', undefined)).rejects.toThrow('bad settings');
  });

  it('cancel terminates the worker, rejects with Cancelled, and the next call uses a new worker', async () => {
    const started: ReturnType<typeof start>[] = [];
    const client = new WorkerClient<typeof api>(() => { const w = start(); started.push(w); return w; });
    const abort = new AbortController();
    const pending = client.call('never', undefined, { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toBeInstanceOf(Cancelled);
    expect(started[0]!.terminated).toBe(true);
    await expect(client.call('add', { a: 1, b: 1 })).resolves.toBe(2);
    expect(started).toHaveLength(2);
    await expect(client.call('add', { a: 1, b: 1 }, { signal: abort.signal })).rejects.toBeInstanceOf(Cancelled);
  });
});
