/**
 * PDF surgery Chromium cannot do, with qpdf (Debian package `qpdf`, C++, the reference tool
 * for content-preserving PDF transformations): replacing the first page (headers off on page
 * 1) and AES-256 encryption. Files go through a private temporary directory; passwords go in
 * a JSON job file (mode 0600), never on the command line where `ps` would show them, and never
 * as an argument: qpdf reads an argument (even one from an @file, even `--user-password=--help`)
 * that starts with `--` as an option, so a password like `--help` or `--decrypt` failed.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const QPDF_BINARY = 'qpdf';

async function withDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-qpdf-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs qpdf with `args`; exit 3 means "succeeded with warnings". */
function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(QPDF_BINARY, args, { timeout: 60_000 }, (error, _stdout, stderr) => {
      if (!error || (error as { code?: unknown }).code === 3) return resolve();
      reject(new Error(`qpdf failed: ${String(stderr).slice(0, 300) || error.message}`));
    });
  });
}

/**
 * qpdf over `inputs` (written as `<name>.pdf`): `job` gives either its arguments (paths only,
 * nothing a caller chose) or a JSON job (qpdf --job-json-file), where strings are values.
 */
async function qpdf(inputs: Record<string, Buffer>, job: (paths: Record<string, string>, out: string) => string[] | { json: object }): Promise<Buffer> {
  return withDir(async (dir) => {
    const paths: Record<string, string> = {};
    for (const [name, body] of Object.entries(inputs)) {
      paths[name] = join(dir, `${name}.pdf`);
      await writeFile(paths[name]!, body, { mode: 0o600 });
    }
    const out = join(dir, 'out.pdf');
    const task = job(paths, out);
    if (Array.isArray(task)) {
      await run(task);
    } else {
      const jobFile = join(dir, 'job.json');
      await writeFile(jobFile, JSON.stringify(task.json), { mode: 0o600 });
      await run([`--job-json-file=${jobFile}`]);
    }
    return readFile(out);
  });
}

/** Each page of `sheets` drawn over the same page of `body` (headers and footers). */
export function overlay(body: Buffer, sheets: Buffer): Promise<Buffer> {
  return qpdf({ body, sheets }, (p, out) => [p.body!, '--overlay', p.sheets!, '--', out]);
}

/**
 * The same document rewritten in the plainest form: a classic xref table, no object streams.
 * What the in-place writers (pdf-objects.ts) read, for a file Chromium did not write that way.
 */
export function normalize(pdf: Buffer): Promise<Buffer> {
  return qpdf({ pdf }, (p, out) => [p.pdf!, '--object-streams=disable', out]);
}

export interface Protection {
  /** Needed to open the PDF. */
  password: string;
  /** What a reader may do once it is open; each defaults to true. */
  permissions?: { print?: boolean; copy?: boolean; modify?: boolean };
}

/**
 * AES-256 encryption (PDF 2.0 / R6). The owner password, which lifts the permissions, is
 * random and thrown away: nobody can remove the restrictions with the user password.
 */
export function encryptPdf(pdf: Buffer, protection: Protection): Promise<Buffer> {
  const p = protection.permissions ?? {};
  const owner = randomBytes(24).toString('base64url');
  return qpdf({ pdf }, (paths, out) => ({
    json: {
      inputFile: paths.pdf!,
      outputFile: out,
      encrypt: {
        userPassword: protection.password,
        ownerPassword: owner,
        '256bit': { print: p.print === false ? 'none' : 'full', extract: p.copy === false ? 'n' : 'y', modify: p.modify === false ? 'none' : 'all' },
      },
    },
  }));
}
