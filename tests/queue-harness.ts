/**
 * For the job queue's tests: a redis-server of the test's own on a free port of 127.0.0.1 (never
 * another address), `puzzlelab worker` processes serving it, and the stats command as a process
 * the test can kill. Redis keeps nothing on disk, so a restart loses every job, the worst case.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './run-cli.ts';
import { programPath, requireProgram } from '../bin/system.mjs';

export const ROOT = join(import.meta.dirname, '..');

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once Redis answers PING on the port (over TLS, trusting `ca`, when given). */
async function answersPing(port: number, ca?: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = ca ? tlsConnect({ host: '127.0.0.1', port, ca: readFileSync(ca) }) : connect(port, '127.0.0.1');
      s.once('error', () => resolve(false));
      // a Redis that wants a password answers NOAUTH: up all the same
      s.once('data', (d: Buffer) => { s.destroy(); resolve(/^(\+PONG|-NOAUTH)/.test(d.toString())); });
      s.once(ca ? 'secureConnect' : 'connect', () => s.write('PING\r\n'));
    });
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`redis-server on port ${port} did not answer`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));

export interface TestRedis {
  port: number;
  url: string;
  /** stops it and starts an empty one on the same port */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether redis-server is installed (npm install brings it where it can, bin/system.mjs). */
export const redisInstalled = (): boolean => programPath('redis-server') !== undefined;

/** A certificate authority of the test's own, and a certificate it signed for 127.0.0.1. */
interface TestCertificates { ca: string; cert: string; key: string }

export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlelab-tls-'));
  const f = (name: string) => join(dir, name);
  const openssl = requireProgram('openssl');
  const ssl = (...args: string[]) => execFileSync(openssl, args, { stdio: 'ignore' });
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  ssl('req', '-x509', ...key, '-keyout', f('ca.key'), '-out', f('ca.pem'), '-days', '2', '-subj', '/CN=puzzlelab test authority');
  ssl('req', ...key, '-keyout', f('server.key'), '-out', f('server.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(f('ext'), 'subjectAltName=IP:127.0.0.1\n');
  ssl('x509', '-req', '-in', f('server.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial', '-out', f('server.pem'), '-days', '2', '-extfile', f('ext'));
  return { ca: f('ca.pem'), cert: f('server.pem'), key: f('server.key') };
}

/**
 * A redis-server of the test's own; `extra` adds to its command line (e.g. --requirepass). With
 * `tls` it listens for TLS only, and its URL is rediss://.
 */
export async function startRedis(extra: string[] = [], tls?: TestCertificates): Promise<TestRedis> {
  const server = requireProgram('redis-server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'puzzlelab-redis-'));
  const listen = tls
    ? ['--port', '0', '--tls-port', String(port), '--tls-cert-file', tls.cert, '--tls-key-file', tls.key, '--tls-ca-cert-file', tls.ca, '--tls-auth-clients', 'no']
    : ['--port', String(port)];
  let child: ChildProcess;
  const start = async () => {
    child = spawn(server, [...listen, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra], { stdio: 'ignore' });
    await answersPing(port, tls?.ca).catch(async (e: unknown) => {
      await stop();
      throw e;
    });
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  await start();
  return {
    port, url: `${tls ? 'rediss' : 'redis'}://127.0.0.1:${port}`,
    restart: async () => { await stop(); await start(); },
    stop: async () => { await stop(); rmSync(dir, { recursive: true, force: true }); },
  };
}

/** A process of the project, its stderr gathered. */
interface Running {
  child: ChildProcess;
  stderr(): string;
  stdout(): string;
  /** resolves with the exit status once it has ended */
  done: Promise<number | null>;
}

function run(args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let err = '', out = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => { err += c; });
  child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
  const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, stderr: () => err, stdout: () => out, done };
}

export interface TestWorker extends Running {
  /** the name BullMQ knows it by (hostname:pid) */
  name: string;
  /** SIGTERM: finishes its job and stops */
  stop(): Promise<void>;
}

/** `puzzlelab ARGS` as a process the test can kill. */
export const startCli = (args: string[], env: Record<string, string> = {}): Running => run([BIN, ...args], env);

/** `puzzlelab worker URL ...ARGS`, once it says it is serving. */
export async function startWorker(url: string, args: string[] = ['--threads', '1'], env: Record<string, string> = {}): Promise<TestWorker> {
  const r = startCli(['worker', url, ...args], env);
  while (!/serving .* as (\S+)/.test(r.stderr())) {
    if (r.child.exitCode !== null) throw new Error(`the worker stopped: ${r.stderr()}`);
    await sleep(50);
  }
  const name = /serving .* as (\S+)/.exec(r.stderr())![1]!;
  return { ...r, name, stop: async () => { r.child.kill('SIGTERM'); await r.done; } };
}

/** `npm run stats -- ARGS` as the process itself (not under npm), so a test can kill it. */
export const startStats = (args: string[]): Running => run([join(ROOT, 'bin', 'run-ts.mjs'), join(ROOT, 'experiments', 'run.ts'), ...args]);

/** Polls until `ok` holds (no time limit of its own: the test's timeout is the limit). */
export async function until(ok: () => boolean | Promise<boolean>, everyMs = 50): Promise<void> {
  while (!(await ok())) await sleep(everyMs);
}
