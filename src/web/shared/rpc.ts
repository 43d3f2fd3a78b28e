/**
 * A typed request/response channel to a Web Worker, with progress and cancel.
 *
 * The worker side lists its handlers once (`serveWorker(api, self)`); the page side gets a
 * client typed by that same object (`new WorkerClient<typeof api>(factory)`), so a method name
 * or parameter that does not exist fails to compile.
 *
 * Engine work is synchronous inside the worker, so a "cancel" message could not be read until
 * the work ended. Cancelling therefore terminates the worker: every pending call on it is
 * rejected with `Cancelled`, and the next call starts a fresh worker.
 */
import { Cancelled, type Progress } from '../../core/progress.ts';

// Handlers take one serialisable parameter and a progress reporter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type WorkerApi = Record<string, (params: any, progress: Progress) => unknown>;

type Request = { id: number; method: string; params: unknown };
type Reply =
  | { id: number; kind: 'progress'; done: number; total: number; label?: string }
  | { id: number; kind: 'done'; value: unknown }
  | { id: number; kind: 'error'; message: string };

/** The parts of a worker (or of a MessagePort, in tests) the channel uses. */
export interface Endpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
export interface WorkerLike extends Endpoint {
  terminate(): void;
}

/**
 * Worker side: answers requests with the handler of the same name. Progress is passed on at
 * most once every `progressEveryMs` (a page needs a few updates a second, not one per unit of
 * work); the first report always goes.
 */
export function serveWorker(api: WorkerApi, scope: Endpoint, progressEveryMs = 0): void {
  scope.addEventListener('message', (event) => {
    const { id, method, params } = event.data as Request;
    const handler = api[method];
    const reply = (message: Reply): void => scope.postMessage(message);
    if (!handler) {
      reply({ id, kind: 'error', message: `unknown method ${method}` });
      return;
    }
    let last = -Infinity;
    const progress: Progress = {
      report(done, total, label) {
        const now = progressEveryMs > 0 ? Date.now() : 0;
        if (now - last < progressEveryMs) return;
        last = now;
        reply(label === undefined ? { id, kind: 'progress', done, total } : { id, kind: 'progress', done, total, label });
      },
    };
    try {
      reply({ id, kind: 'done', value: handler(params, progress) });
    } catch (e) {
      reply({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
}

export interface CallOptions {
  onProgress?: (done: number, total: number, label?: string) => void;
  /** aborting it terminates the worker and rejects the call with Cancelled */
  signal?: AbortSignal;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void; onProgress?: CallOptions['onProgress'] };

/** Page side: one worker, started on first use and restarted after a cancel. */
export class WorkerClient<A extends WorkerApi> {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly start: () => WorkerLike) {}

  call<M extends keyof A & string>(method: M, params: Parameters<A[M]>[0], options: CallOptions = {}):
    Promise<ReturnType<A[M]>> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(new Cancelled());
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<ReturnType<A[M]>>((resolve, reject) => {
      const onAbort = (): void => this.cancelAll();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = <T>(f: (x: T) => void) => (x: T): void => {
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
        f(x);
      };
      this.pending.set(id, {
        resolve: settle((v) => resolve(v as ReturnType<A[M]>)),
        reject: settle(reject),
        ...(onProgress ? { onProgress } : {}),
      });
      worker.postMessage({ id, method, params } satisfies Request);
    });
  }

  /** Stops the worker now; every pending call rejects with Cancelled. */
  cancelAll(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of [...this.pending.values()]) p.reject(new Cancelled());
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.addEventListener('message', (event) => {
      if (worker !== this.worker) return; // a late message from a terminated worker
      const reply = event.data as Reply;
      const p = this.pending.get(reply.id);
      if (!p) return;
      if (reply.kind === 'progress') p.onProgress?.(reply.done, reply.total, reply.label);
      else if (reply.kind === 'done') p.resolve(reply.value);
      else p.reject(new Error(reply.message));
    });
    this.worker = worker;
    return worker;
  }
}
