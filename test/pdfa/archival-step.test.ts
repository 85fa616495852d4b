/**
 * The PDF/A and attachment steps on small hand-made files of Chromium's shape (classic xref, one
 * page), for what Chromium never prints but the steps must refuse or repair; read back with qpdf.
 */
import { describe, expect, it } from 'vitest';
import { attachFiles } from '../../src/render/pdf-attachments.js';
import { toPdfA } from '../../src/render/pdf-archival.js';
import { finishArchival } from '../../src/render/finishing.js';
import { archivalFacts } from '../support/pdfa.js';

/** A PDF of `objects` (1: catalog, 2: pages, 3: page), numbered from 1, with a classic xref. */
function pdfOf(objects: string[], trailerExtra = ''): Buffer {
  let text = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const page = (annots = '') => `<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources <<>> /Contents 4 0 R${annots}>>`;
const base = (annots = '', more: string[] = []) =>
  pdfOf(['<</Type /Catalog /Pages 2 0 R>>', '<</Type /Pages /Kids [3 0 R] /Count 1>>', page(annots), '<</Length 0>>\nstream\n\nendstream', ...more]);
const info = { title: 'T', creator: 'Quire' };

describe('the PDF/A step', () => {
  it('makes a link printable and visible, keeps the first half of an existing /ID', async () => {
    const pdf = pdfOf(
      [
        '<</Type /Catalog /Pages 2 0 R>>',
        '<</Type /Pages /Kids [3 0 R] /Count 1>>',
        page(' /Annots [5 0 R]'),
        '<</Length 0>>\nstream\n\nendstream',
        '<</Type /Annot /Subtype /Link /Rect [0 0 10 10] /F 2 /A <</S /URI /URI (https://example.com)>>>>',
      ],
      ' /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]',
    );
    const facts = await archivalFacts(toPdfA(pdf, { part: '2b', info }));
    expect(facts.linkFlags).toEqual([4]);
    expect(facts.id?.[0]).toBe('b:0123456789abcdef0123456789abcdef');
    expect(facts.id?.[1]).not.toBe(facts.id?.[0]);
    expect(facts.part).toBe(2);
  });

  it('refuses what PDF/A forbids, naming the step', () => {
    const js = base(' /Annots [5 0 R]', ['<</Type /Annot /Subtype /Link /Rect [0 0 10 10] /F 4 /A <</S /JavaScript /JS (app.alert(1))>>>>']);
    expect(() => finishArchival(js, { pdfa: '2b' }, info)).toThrow(/^PDF\/A: a link has a JavaScript action, which PDF\/A forbids$/);
    const launch = base(' /Annots [5 0 R]', ['<</Type /Annot /Subtype /Link /Rect [0 0 10 10] /A <</S /Launch /F (calc.exe)>>>>']);
    expect(() => toPdfA(launch, { part: '3b', info })).toThrow(/Launch action/);
    const encrypted = pdfOf(
      ['<</Type /Catalog /Pages 2 0 R>>', '<</Type /Pages /Kids [3 0 R] /Count 1>>', page(), '<</Length 0>>\nstream\n\nendstream'],
      ' /Encrypt 9 0 R',
    );
    expect(() => toPdfA(encrypted, { part: '2b', info })).toThrow(/encrypted/);
  });

  it('the attachment step names itself and refuses two files of one name', () => {
    const three = toPdfA(base(), { part: '3b', info });
    const file = { name: 'a.xml', mimeType: 'text/xml', bytes: Buffer.from('<a/>'), relationship: 'Data' as const };
    expect(() => finishArchival(three, { attachments: { files: [file, file] } }, info)).toThrow(/^attachments: two attachments have the same name$/);
    expect(() =>
      attachFiles(base(), [file], { facturX: { documentType: 'INVOICE', documentFileName: 'a.xml', version: '1.0', conformanceLevel: 'BASIC' } }),
    ).toThrow(/needs the XMP packet/);
  });
});
