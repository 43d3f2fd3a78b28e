import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, runCli } from './run-cli.ts';

describe('puzzlelab command', () => {
  it('prints its grammar on --help, the same forms as the command line guide', () => {
    const help = runCli(['--help']).stdout.split('\n').filter((l) => l.startsWith('  puzzlelab ')).map((l) => l.slice(2));
    const guide = readFileSync(join(import.meta.dirname, '..', 'docs', 'guide', 'cli.md'), 'utf8');
    const block = /<!-- cli-grammar -->\n```\n([^`]*)```\n<!-- \/cli-grammar -->/.exec(guide);
    expect(block, 'docs/guide/cli.md has the cli-grammar block').not.toBeNull();
    expect(block![1]!.trim().split('\n')).toEqual(help);
    // every verb's own --help begins with its forms from the grammar
    for (const verb of ['solve', 'verify', 'grade', 'count', 'sample', 'bandsaw', 'score', 'instance']) {
      const own = runCli([verb, '--help']).stdout.split('\n\n')[0]!.split('\n');
      expect(own.every((form) => help.includes(form)), verb).toBe(true);
    }
  });
  it('lists its verbs on --help', () => {
    const r = runCli(['--help']);
    expect(r.status).toBe(0);
    for (const verb of ['solve', 'verify', 'grade', 'generate', 'count', 'sample', 'bandsaw', 'score']) expect(r.stdout).toContain(verb);
  });
  it('ends quietly when its reader goes away (puzzlelab ... | head -1)', () => {
    // the shell closes the pipe after one line; the command must not print a stack trace
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" generate stitches --size 8x8 --seed pipe --count 40 | head -1`], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toBe('');
  });
  it('rejects an unknown verb with one line and status 2', () => {
    const r = runCli(['frobnicate']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown verb 'frobnicate'/);
  });
  it('rejects a missing file and an unknown flag with one line and status 2', () => {
    for (const args of [['solve', '/nonexistent/puzzle.json'], ['solve', '--frob', 'x'], ['verify', 'only-one']]) {
      const r = runCli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});
