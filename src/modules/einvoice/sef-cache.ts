import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMPACT_SVRL_VERSION, compactSvrl } from './compact-svrl.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Where `make build` compiles the shipped rules (compile-rules.ts), so no node compiles them at start. */
export const BUILT_SEF_DIR = path.resolve(import.meta.dirname, '../../../dist/einvoice-sef');
/** Rules of an operator's own EINVOICE_RULES_DIR are compiled at first start (30-70 s each) and kept here. */
const SEF_CACHE_DIR = path.join(os.tmpdir(), 'quire-einvoice-sef');

/**
 * The SEF (SaxonJS's compiled form) of an XSLT file, named by the XSLT's hash: the build's when
 * there, else the cache's, else compiled once with xslt3 in a child process (off this process's
 * threads) and written by rename, so a concurrent start never reads half a file. The CEN
 * artefacts are compiled with their reports compacted (compact-svrl.ts): the same rules, a
 * stylesheet SaxonJS sets up in well under half the time per invoice.
 */
export async function sefOf(xsltFile: string, cacheDir = SEF_CACHE_DIR): Promise<string> {
  const source = readFileSync(xsltFile, 'utf8');
  const compact = compactSvrl(source);
  const hash = createHash('sha256')
    .update(source)
    .update(compact ? COMPACT_SVRL_VERSION : '')
    .digest('hex')
    .slice(0, 32);
  const name = `${path.basename(xsltFile).replace(/\.xslt?$/, '')}${compact ? '-compact' : ''}-${hash}.sef.json`;
  const built = path.join(BUILT_SEF_DIR, name);
  if (existsSync(built)) return built;
  const sef = path.join(cacheDir, name);
  if (existsSync(sef)) return sef;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${sef}.${process.pid}.${Date.now()}.tmp`;
  // The artefacts include nothing by relative path, so the rewritten copy may sit in the cache.
  const input = compact ? `${partial}.xslt` : xsltFile;
  if (compact) writeFileSync(input, compact);
  const cli = require.resolve('xslt3/xslt3.js');
  try {
    await run(process.execPath, [cli, `-xsl:${input}`, `-export:${partial}`, '-relocate:on', '-nogo'], { maxBuffer: 16 * 1024 * 1024 });
  } finally {
    if (compact) rmSync(input, { force: true });
  }
  renameSync(partial, sef);
  return sef;
}
