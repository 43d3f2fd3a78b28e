/**
 * Which version of the code a build runs each kind of job with, by the name a job gives it
 * (jobs.ts, codeName). The compiled command line carries the versions it was built from
 * (bin/build-cli.mjs measures them from the sources and writes them in), so a worker names the
 * code it really runs, and a stale build, one not rebuilt after an edit, refuses work made by
 * the edited sources. Run from the sources (tests, benches), the versions are measured from the
 * files as they are.
 */
import { fileURLToPath } from 'node:url';
import { KIND_NAMES, loadKind } from './kinds.ts';

/** code name → hash of the code */
export type CodeVersions = Record<string, string>;

declare const PUZZLELAB_CODE_VERSIONS: CodeVersions | undefined;

export async function codeVersions(): Promise<CodeVersions> {
  if (typeof PUZZLELAB_CODE_VERSIONS !== 'undefined') return PUZZLELAB_CODE_VERSIONS;
  return measureCodeVersions();
}

/** The versions of every kind's code in the sources as they are now (run from a checkout). */
export async function measureCodeVersions(): Promise<CodeVersions> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const versions: CodeVersions = {};
  for (const name of KIND_NAMES) Object.assign(versions, (await loadKind(name)).measureVersions(root));
  return versions;
}
