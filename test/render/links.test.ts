import { run } from '../support/run.js';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useRenderer } from './use-renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { pdfText } from '../support/pdf.js';

/** The URLs of a PDF's link annotations, as poppler lists them. */
async function pdfUrls(pdf: Buffer): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-links-'));
  try {
    await fs.writeFile(path.join(dir, 'doc.pdf'), pdf);
    const { stdout } = await run('pdfinfo', ['-url', path.join(dir, 'doc.pdf')]);
    // "Page  Type  URL" header, then one row per link.
    return stdout
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/).slice(2).join(' '));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const renderer = useRenderer({ concurrency: 1 });

const doc = (body: string): RenderInput => ({ body, variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [] });

test('javascript: and file: links are not clickable in the PDF; web and mail links stay', async () => {
  const { pdf } = await renderer.renderPdf(
    doc(`
    <p><a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(2)">js2</a> <a href="java&#9;script:alert(3)">js3</a></p>
    <p><a href="file:///etc/passwd">file</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a></p>
    <p><a href="https://example.com/ok">web</a> <a href="mailto:a@example.com">mail</a></p>
    <svg width="50" height="20"><a href="javascript:alert(4)"><text y="15">svg</text></a></svg>`),
  );
  const urls = await pdfUrls(pdf);
  expect(urls.sort()).toEqual(['https://example.com/ok', 'mailto:a@example.com']);
  // The link texts are still printed.
  const text = await pdfText(pdf);
  for (const word of ['js', 'file', 'web', 'mail']) expect(text).toContain(word);
});
