#!/usr/bin/env node
// The programs from outside npm that `npm test` drives, and the step of `npm install` that
// brings them. The page tests drive Chromium, the job queue's tests start a Redis server of
// their own and make TLS certificates with openssl, and the tests of two benches run the ASP
// solver clingo and the SAT solver cadical.
//
// Run as a script (the `prepare` step of `npm install` and `npm ci`): when some are missing
// and this is root on a machine with apt-get, it says in one line what it installs and runs
// `apt-get install` for them, its output kept in a log; otherwise it says in one line what
// to run. It never fails the install: a test that needs a program still missing fails with
// that same line (`requireProgram`). PUZZLELAB_NO_APT=1 turns the installing off.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each program: how the tests find it (an environment variable may name another), its Debian package, who needs it. */
export const PROGRAMS = [
  { name: 'chromium', env: 'CHROMIUM', fallback: '/usr/bin/chromium', pkg: 'chromium', usedBy: 'the page tests' },
  { name: 'redis-server', env: 'REDIS_SERVER', pkg: 'redis-server', usedBy: "the job queue's tests" },
  { name: 'openssl', pkg: 'openssl', usedBy: "the queue's TLS test" },
  { name: 'clingo', pkg: 'gringo', usedBy: 'the ASP bench tests' },
  { name: 'cadical', pkg: 'cadical', usedBy: 'the SAT bench test' },
];

const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, name)).find(runnable);

/** Where the program is (a path), or undefined when it is not installed. */
export function programPath(name) {
  const program = PROGRAMS.find((p) => p.name === name);
  if (!program) throw new Error(`no such program in the list: ${name}`);
  const chosen = program.env ? process.env[program.env] : undefined;
  if (chosen) return chosen.includes('/') ? (runnable(chosen) ? chosen : undefined) : onPath(chosen);
  return onPath(name) ?? (program.fallback && runnable(program.fallback) ? program.fallback : undefined);
}

/** The one line that says what is missing and what to run. */
export function missingLine(names) {
  const programs = PROGRAMS.filter((p) => names.includes(p.name));
  const list = programs.map((p) => p.name).join(', ');
  const pkgs = [...new Set(programs.map((p) => p.pkg))].join(' ');
  return `${list} ${programs.length === 1 ? 'is' : 'are'} missing: run \`apt-get install ${pkgs}\` as root`;
}

/** The path of a program a test needs; without it, an error that is that one line and no stack. */
export function requireProgram(name) {
  const path = programPath(name);
  if (path) return path;
  const error = new Error(missingLine([name]));
  error.stack = `Error: ${error.message}`;
  throw error;
}

function install() {
  const missing = PROGRAMS.filter((p) => !programPath(p.name));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  const pkgs = [...new Set(missing.map((p) => p.pkg))];
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !onPath('apt-get') || process.env.PUZZLELAB_NO_APT) {
    console.log(`puzzlelab: ${missingLine(names)} (until then the tests that need ${names.length === 1 ? 'it' : 'them'} fail)`);
    return;
  }
  const logDir = join(import.meta.dirname, '..', 'node_modules', '.cache');
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, 'puzzlelab-apt.log');
  console.log(`puzzlelab: installing ${pkgs.join(', ')} with apt-get, for ${missing.map((p) => p.usedBy).join(', ')} (log: ${log})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('sh', ['-c', `apt-get ${args} >> "${log}" 2>&1`], { env, stdio: 'ignore' }).status === 0;
  const done = run('update') && run(`install -y ${pkgs.join(' ')}`);
  const still = PROGRAMS.filter((p) => !programPath(p.name)).map((p) => p.name);
  if (!done || still.length) console.log(`puzzlelab: apt-get did not install everything (see ${log}); ${missingLine(still.length ? still : names)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) install();
