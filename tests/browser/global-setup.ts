// Builds the site once before any test file runs, so browser tests share one fresh build in a
// folder of this run's own; removes it when the run ends.
import { buildSite, removeSite } from './harness.ts';

export default function setup(): () => void {
  buildSite();
  return removeSite;
}
