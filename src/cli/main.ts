#!/usr/bin/env node
import { nodeTooOld } from './node-version.js';

// Checked before the program and its dependencies load: on an older Node.js they fail with an
// error about a missing API or syntax that says nothing about the version.
const refusal = nodeTooOld(process.version, process.execPath);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import('./program.js');
