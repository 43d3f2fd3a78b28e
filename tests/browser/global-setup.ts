// Builds the site once before any test file runs, so browser tests share one fresh build.
import { buildSite } from './harness.ts';

export default function setup(): void {
  delete process.env['PUZZLELAB_SITE_BUILT'];
  buildSite();
}
