/** The code versions of the sources as they are now (Node, run from a checkout). */
import { join } from 'node:path';
import { hashFiles, importGraph } from '../../../experiments/pipeline/code-hash.ts';
import { codeHashOf } from '../../../experiments/pipeline/run-units.ts';
import { EXPERIMENTS } from '../../../experiments/registry.ts';
import type { CodeVersions } from './code-versions.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export function measureCodeVersions(): CodeVersions {
  return {
    experiments: Object.fromEntries(EXPERIMENTS.map((e) => [e.name, codeHashOf(e, ROOT)])),
    generate: hashFiles(ROOT, importGraph(join(ROOT, 'src', 'cli', 'queue', 'generate-job.ts'))),
    bandsaw: hashFiles(ROOT, importGraph(join(ROOT, 'src', 'cli', 'queue', 'band-job.ts'))),
  };
}
