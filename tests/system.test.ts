/** The programs from outside npm: how a missing one is named, in the one line the install step and the tests print. */
import { afterEach, describe, expect, it } from 'vitest';
import { missingLine, programPath, PROGRAMS, requireProgram } from '../bin/system.mjs';

const saved = process.env['CHROMIUM'];
afterEach(() => {
  if (saved === undefined) delete process.env['CHROMIUM'];
  else process.env['CHROMIUM'] = saved;
});

describe('the programs the tests drive', () => {
  it('says what is missing and the apt-get line that brings it, one package per program', () => {
    expect(missingLine(['chromium'])).toBe('chromium is missing: run `apt-get install chromium` as root');
    expect(missingLine(['clingo', 'cadical'])).toBe('clingo, cadical are missing: run `apt-get install gringo cadical` as root');
    expect(PROGRAMS.map((p) => p.name)).toEqual(['chromium', 'redis-server', 'openssl', 'clingo', 'cadical']);
  });

  it('follows the environment variable that names another program, and fails with the one line and no stack when it is not there', () => {
    process.env['CHROMIUM'] = '/nonexistent/chromium';
    expect(programPath('chromium')).toBeUndefined();
    let thrown: Error | undefined;
    try { requireProgram('chromium'); } catch (e) { thrown = e as Error; }
    expect(thrown?.message).toBe(missingLine(['chromium']));
    expect(thrown?.stack).toBe(`Error: ${missingLine(['chromium'])}`);
    process.env['CHROMIUM'] = process.execPath;
    expect(requireProgram('chromium')).toBe(process.execPath);
  });

  it('finds a program on the PATH by name', () => {
    process.env['CHROMIUM'] = 'node';
    expect(programPath('chromium')).toMatch(/\/node$/);
  });
});
