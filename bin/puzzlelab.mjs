#!/usr/bin/env node
// The `puzzlelab` command. The sources are TypeScript; tsx compiles them on load,
// so the command always runs the code that is checked in, with no build step.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli/main.ts');
