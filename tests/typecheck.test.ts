/**
 * The type check and the linter, as tests run in the pool beside the other tiers. One TypeScript
 * program of the whole project (tsconfig.json) is type-checked as `tsc --noEmit` does, then handed
 * to ESLint (eslint.config.js), whose type-aware rules reuse its types instead of building a
 * program of their own: about 51 CPU seconds for both, against 71 run apart (tsc 20, eslint 51).
 * `npm run typecheck` and `npm run lint` run each alone. The same program says which exports no
 * other file imports (tests/unused-exports.ts).
 */
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { unusedExports } from './unused-exports.ts';

const ROOT = join(import.meta.dirname, '..');
// wall-clock guards only: each step takes 20 to 30 CPU seconds, much longer on a loaded machine
const GUARD_MS = 900_000;

const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
let program: ts.Program;
let configErrors: readonly ts.Diagnostic[] = [];

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.formatDiagnostics([d], host)); },
  });
  if (!config) throw new Error('tsconfig.json: not read');
  configErrors = config.errors;
  program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
}, GUARD_MS);

it('the project type-checks: tsc --noEmit reports nothing', () => {
  expect(ts.formatDiagnostics([...configErrors, ...ts.getPreEmitDiagnostics(program)], host)).toBe('');
}, GUARD_MS);

it('the linter reports nothing: no error, no warning, no eslint-disable comment left over', async () => {
  const eslint = new ESLint({
    cwd: ROOT,
    cache: false,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
  });
  const findings = (await eslint.lintFiles(['.'])).flatMap((r) => r.messages.map((m) =>
    `${relative(ROOT, r.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId ?? 'eslint'})`));
  expect(findings).toEqual([]);
}, GUARD_MS);

it('every export is imported by another file, or offered on purpose by an entry point', () => {
  expect(unusedExports(program, ROOT)).toEqual([]);
}, GUARD_MS);
