/**
 * Where the published inputs live, for tests, benches and experiments (Node only; the engine
 * never reads files). Everything is inside the repository, so a clone stands alone.
 */
import { join } from 'node:path';

/** A file under data/, e.g. dataFile('haisu', 'noqx-7x7.puzzle.json'). */
export const dataFile = (...parts: string[]): string => join(import.meta.dirname, ...parts);
