import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Where `make build` compiles the shipped rules (compile-rules.ts), so no node compiles them at start. */
export const BUILT_SEF_DIR = path.resolve(import.meta.dirname, '../../../dist/einvoice-sef');
/** Rules of an operator's own EINVOICE_RULES_DIR are compiled at first start (30-70 s each) and kept here. */
const SEF_CACHE_DIR = path.join(os.tmpdir(), 'quire-einvoice-sef');

/**
 * The SEF (SaxonJS's compiled form) of an XSLT file, named by the XSLT's hash: the build's when
 * there, else the cache's, else compiled once with xslt3 in a child process (off this process's
 * threads) and written by rename, so a concurrent start never reads half a file.
 */
export async function sefOf(xsltFile: string, cacheDir = SEF_CACHE_DIR): Promise<string> {
  const hash = createHash('sha256').update(readFileSync(xsltFile)).digest('hex').slice(0, 32);
  const name = `${path.basename(xsltFile).replace(/\.xslt?$/, '')}-${hash}.sef.json`;
  const built = path.join(BUILT_SEF_DIR, name);
  if (existsSync(built)) return built;
  const sef = path.join(cacheDir, name);
  if (existsSync(sef)) return sef;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${sef}.${process.pid}.${Date.now()}.tmp`;
  const cli = require.resolve('xslt3/xslt3.js');
  await run(process.execPath, [cli, `-xsl:${xsltFile}`, `-export:${partial}`, '-relocate:on', '-nogo'], { maxBuffer: 16 * 1024 * 1024 });
  renameSync(partial, sef);
  return sef;
}
