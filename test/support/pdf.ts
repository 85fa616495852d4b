import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Downloads a PDF and reads it back with poppler: text, pages, page size in points, fonts. */
export async function fetchPdf(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}`);
  return { contentType: res.headers.get('content-type'), ...(await readPdf(Buffer.from(await res.arrayBuffer()))) };
}

export async function readPdf(bytes: Buffer) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  try {
    await fs.writeFile(file, bytes);
    const [{ stdout: text }, { stdout: info }, { stdout: fonts }] = await Promise.all([
      run('pdftotext', ['-layout', file, '-']),
      run('pdfinfo', [file]),
      run('pdffonts', [file]),
    ]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    return { bytes, text, pages, width: Number(size?.[1]), height: Number(size?.[2]), fonts };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
