import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Compiled stylesheets outlive the process (a compile takes 30-70 s), keyed by their source's hash. */
export const SEF_CACHE_DIR = path.join(os.tmpdir(), 'quire-einvoice-sef');

/**
 * The SEF (SaxonJS's compiled form) of an XSLT file: from the cache when this exact XSLT was
 * compiled before, else compiled once with xslt3 in a child process (off this process's
 * threads) and written to the cache by rename, so a concurrent start never reads half a file.
 */
export async function sefOf(xsltFile: string, cacheDir = SEF_CACHE_DIR): Promise<string> {
  const hash = createHash('sha256').update(readFileSync(xsltFile)).digest('hex').slice(0, 32);
  const sef = path.join(cacheDir, `${path.basename(xsltFile).replace(/\.xslt?$/, '')}-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${sef}.${process.pid}.${Date.now()}.tmp`;
  const cli = require.resolve('xslt3/xslt3.js');
  await run(process.execPath, [cli, `-xsl:${xsltFile}`, `-export:${partial}`, '-relocate:on', '-nogo'], { maxBuffer: 16 * 1024 * 1024 });
  renameSync(partial, sef);
  return sef;
}
