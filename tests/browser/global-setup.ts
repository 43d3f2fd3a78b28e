// Before the browser tier's tests (vitest.config.ts): start building the site once, in a folder
// of this run's own that is removed when the run ends (harness.ts). The other tiers run while it
// builds; a browser test waits for it.
import { startSiteBuild } from './harness.ts';

export default function setup(): () => Promise<void> {
  return startSiteBuild();
}
