/**
 * Which version of the code a build runs each kind of job with. The compiled command line
 * carries the versions it was built from (bin/build-cli.mjs computes them from the sources and
 * writes them in), so a worker names the code it really runs, and a stale build, one not rebuilt
 * after an edit, refuses work made by the edited sources. Run from the sources (tests, benches),
 * the versions are computed from the files as they are.
 */
export interface CodeVersions {
  /** experiment name → the code hash its units carry (run-units.ts, codeHashOf) */
  experiments: Record<string, string>;
  /** the code behind a generated puzzle: the import graph of generate-job.ts */
  generate: string;
  /** the code behind a BANDSAW slice: the import graph of band-job.ts */
  bandsaw: string;
}

declare const PUZZLELAB_CODE_VERSIONS: CodeVersions | undefined;

export async function codeVersions(): Promise<CodeVersions> {
  if (typeof PUZZLELAB_CODE_VERSIONS !== 'undefined') return PUZZLELAB_CODE_VERSIONS;
  const { measureCodeVersions } = await import('./code-versions-source.ts');
  return measureCodeVersions();
}
