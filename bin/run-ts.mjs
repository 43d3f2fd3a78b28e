#!/usr/bin/env node
// Runs a TypeScript script of the project (bench, stats, notes, shots): node bin/run-ts.mjs FILE [args]
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
register();
const file = process.argv[2];
if (!file) {
  console.error('usage: run-ts FILE [args]');
  process.exit(2);
}
process.argv.splice(1, 2, resolve(file));
await import(pathToFileURL(resolve(file)).href);
