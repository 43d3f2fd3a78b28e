/**
 * Where the published inputs live, for tests, benches and experiments (Node only; the engine
 * never reads files). Everything is inside the repository, so a clone stands alone.
 */
import { basename, join } from 'node:path';

// From the sources this module sits in data/; compiled into the command line (dist/cli, where
// `puzzlelab worker` runs the experiments) data/ is two folders up from the bundle.
const here = import.meta.dirname;
const DATA = basename(here) === 'data' ? here : join(here, '..', '..', 'data');

/** A file under data/, e.g. dataFile('haisu', 'noqx-7x7.puzzle.json'). */
export const dataFile = (...parts: string[]): string => join(DATA, ...parts);
