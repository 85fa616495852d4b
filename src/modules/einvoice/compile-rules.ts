/**
 * `make build` runs this (from dist/) to compile the shipped e-invoice rules to SEF files once,
 * beside the build, instead of at a node's first start. A rule set already compiled (same
 * XSLT hash) is skipped, so a build with nothing changed costs a second.
 */
import { findRules, VENDORED_RULES_DIR } from './rules.js';
import { BUILT_SEF_DIR, sefOf } from './sef-cache.js';

const rules = findRules(VENDORED_RULES_DIR);
const started = Date.now();
await Promise.all(Object.values(rules.xslt).map((xslt) => sefOf(xslt, BUILT_SEF_DIR)));
console.log(`e-invoice rules compiled in ${BUILT_SEF_DIR} (${Object.keys(rules.xslt).length} rule sets, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
