/**
 * What the e-invoice suites need beside Quire: the official rules (EINVOICE_RULES_DIR, or the
 * copy Quire ships in vendor/einvoice-rules) and the independent checkers: poppler's
 * pdfdetach, libxml2's xmllint and Saxon-HE (Java) running the same CEN and KoSIT XSLT. A missing
 * one fails the suite: a skipped check would read as a passed one.
 */
import { run } from '../support/run.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll } from 'vitest';
import { createDocument } from '../generation/helpers.js';
import { QUIET_PREVIEWS, type Dialect, type TestAccount, type TestQuire } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';

export const SAXON_JAR = '/usr/share/java/Saxon-HE.jar';

export function einvoiceRulesDir(): string {
  const dir = process.env.EINVOICE_RULES_DIR ?? resolve(import.meta.dirname, '../../vendor/einvoice-rules');
  if (!existsSync(join(dir, 'cen/cii/EN16931-CII-validation.xslt'))) {
    throw new Error(`The e-invoice rules are not at ${dir}: set EINVOICE_RULES_DIR to the directory docs/einvoices.md describes`);
  }
  return dir;
}

/** Fails unless every checker is installed (the Makefile's TEST_PACKAGES bring them). */
export async function requireTools(): Promise<void> {
  for (const [cmd, args] of [
    ['pdfdetach', ['-v']],
    ['xmllint', ['--version']],
    ['java', ['-version']],
  ] as const) {
    // Some print their version with a non-zero exit: only a missing program counts.
    await run(cmd, [...args]).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new Error(`${cmd} is needed by the e-invoice tests (the Makefile's TEST_PACKAGES)`);
    });
  }
  if (!existsSync(SAXON_JAR)) throw new Error(`${SAXON_JAR} (Debian libsaxonhe-java) is needed by the e-invoice tests`);
}

/**
 * An e-invoice suite's frame: the checkers required first, then a Quire with the rules
 * (QUIET_PREVIEWS), an account without a session and a document of `body` (documentId).
 */
export function useEinvoiceQuire(dialect: Dialect, body: string): { q: TestQuire; a: TestAccount; readonly documentId: string } {
  const env = async () => {
    await requireTools();
    return { ...QUIET_PREVIEWS, EINVOICE_RULES_DIR: einvoiceRulesDir() };
  };
  const { q, a } = useQuireSuite(dialect, { env, signIn: false });
  let documentId: string | undefined;
  beforeAll(async () => {
    documentId = (await createDocument(q, a, { body, variables: {} })).uuid;
  });
  return {
    q,
    a,
    get documentId() {
      if (!documentId) throw new Error("useEinvoiceQuire's document is used before its beforeAll ran");
      return documentId;
    },
  };
}

async function inTemp<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-einvoice-'));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The names of the files attached to a PDF, and the bytes of one of them, by pdfdetach. */
export function detach(pdf: Uint8Array, name: string): Promise<{ names: string[]; file: Buffer }> {
  return inTemp(async (dir) => {
    const path = join(dir, 'in.pdf');
    writeFileSync(path, pdf);
    const list = (await run('pdfdetach', ['-list', path])).stdout;
    const names = list
      .split('\n')
      .map((l) => /^\s*\d+:\s*(.+)$/.exec(l)?.[1]?.trim())
      .filter((n): n is string => !!n);
    if (!names.includes(name)) return { names, file: Buffer.alloc(0) };
    const out = join(dir, 'out.xml');
    // By its number in the list: poppler's -savefile does not find names written as text strings.
    await run('pdfdetach', ['-save', String(names.indexOf(name) + 1), '-o', out, path]);
    return { names, file: readFileSync(out) };
  });
}

/** xmllint --schema: exit code and what it said. */
export function xmllintSchema(xml: Uint8Array, xsd: string): Promise<{ code: number; out: string }> {
  return inTemp(async (dir) => {
    const path = join(dir, 'invoice.xml');
    writeFileSync(path, xml);
    try {
      const { stdout, stderr } = await run('xmllint', ['--noout', '--schema', xsd, path]);
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  });
}

/** The ids of the fatal rules an XSLT-compiled Schematron reports, run by Saxon-HE on Java. */
export function saxonFatalRules(xml: Uint8Array, xslt: string): Promise<string[]> {
  return inTemp(async (dir) => {
    const path = join(dir, 'invoice.xml');
    writeFileSync(path, xml);
    const { stdout } = await run('java', ['-jar', SAXON_JAR, `-s:${path}`, `-xsl:${xslt}`], { maxBuffer: 64 * 1024 * 1024 });
    const asserts = stdout.match(/<svrl:failed-assert\b[^>]*>/g) ?? [];
    return asserts.filter((a) => !/flag="warning"|flag="information"/.test(a)).map((a) => /\bid="([^"]+)"/.exec(a)?.[1] ?? '?');
  });
}
