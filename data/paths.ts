/**
 * Where the published inputs live, for tests, benches and experiments (Node only; the engine
 * never reads files). Everything is inside the repository, so a clone stands alone.
 */
import { basename, dirname, join } from 'node:path';

// From the sources this module sits in data/; compiled into the command line (dist/cli, where
// `puzzlelab worker` runs the experiments) data/ sits in the repository root, the folder that
// holds dist/.
const here = import.meta.dirname;
const DATA = basename(here) === 'data' ? here : join(dirname(dirname(here)), 'data');

/** A file under data/, e.g. dataFile('haisu', 'noqx-7x7.puzzle.json'). */
export const dataFile = (...parts: string[]): string => join(DATA, ...parts);
