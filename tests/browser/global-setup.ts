// Before the browser tier's tests (vitest.config.ts): build the site once, in a folder of this
// run's own that is removed when the run ends (harness.ts).
import { buildSite, removeSite } from './harness.ts';

export default function setup(): () => void {
  buildSite();
  return removeSite;
}
