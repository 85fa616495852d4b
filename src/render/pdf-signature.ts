/**
 * The signature step, last in the finishing chain (DESIGN.md, example 16): one incremental
 * update adds a signature field (a widget on a page, listed in the catalog's /AcroForm with
 * SigFlags 3) and its signature dictionary with a /ByteRange and /Contents placeholder; then
 * @signpdf/signpdf fills in the byte range (the whole file but the /Contents value) and the CMS
 * made over it (cades.ts). Nothing before the update changes, so a PDF/A file stays one: the
 * widget is printable (PDF/A-2 6.3.2) and carries an appearance (6.3.3): empty for an invisible
 * signature, the form signature-appearance.ts added for a visible one.
 */
import { SignPdf, Signer } from '@signpdf/signpdf';
import { withoutKeys } from './pdf-archival.js';
import { pdfDate, textString } from './pdf-info.js';
import { appendToFile, dictValue, type NewObject, PdfFile, refNum } from './pdf-objects.js';

export interface SignatureFields {
  /** The signer's name (/Name). */
  name?: string;
  reason?: string;
  location?: string;
  contactInfo?: string;
  /** The claimed signing time (/M); PAdES puts it here, not in the CMS. */
  date: Date;
  /** Bytes reserved for the CMS: its certificates, signature and any timestamp token must fit. */
  reserve: number;
  /** A visible signature: its page (from 1), its box [x1 y1 x2 y2] and the form XObject it shows (signature-appearance.ts); absent: invisible. */
  visible?: { page: number; rect: [number, number, number, number]; appearance: number };
}

/** Annotation flags: Print 4 and Locked 128 (a signature field cannot be moved or deleted). */
const WIDGET_FLAGS = 4 | 128;
const PLACEHOLDER = '**********';

/** `pdf` with an empty signature field ready for signPlaceholder. */
export function withSignatureField(pdf: Buffer, f: SignatureFields): Buffer {
  const file = new PdfFile(pdf);
  if (dictValue(file.trailer, 'Encrypt') !== undefined) throw new Error('the PDF is encrypted');
  const root = refNum(dictValue(file.trailer, 'Root'));
  const catalog = file.object(root).value;
  if (dictValue(catalog, 'AcroForm') !== undefined) throw new Error('the PDF already has a form');
  const pages = file.pages();
  const pageNo = f.visible?.page ?? 1;
  const page = pages[pageNo - 1];
  if (!page) throw new Error(`the PDF has no page ${pageNo}`);

  let next = file.size;
  const sig = next++;
  const widget = next++;
  const appearance = f.visible ? f.visible.appearance : next++;
  const objects: NewObject[] = [];
  const optional = (key: string, value: string | undefined) => (value ? ` /${key} ${textString(value)}` : '');
  objects.push({
    num: sig,
    // /ByteRange then /Contents, in this order: @signpdf finds the placeholder that way.
    head:
      `<</Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 /${PLACEHOLDER} /${PLACEHOLDER} /${PLACEHOLDER}] ` +
      `/Contents <${'0'.repeat(f.reserve * 2)}> /M ${pdfDate(f.date)}${optional('Name', f.name)}${optional('Reason', f.reason)}${optional('Location', f.location)}${optional('ContactInfo', f.contactInfo)}>>`,
  });
  const rect = f.visible?.rect ?? [0, 0, 0, 0];
  objects.push({
    num: widget,
    head: `<</Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /V ${sig} 0 R /F ${WIDGET_FLAGS} /Rect [${rect.join(' ')}] /P ${page.num} 0 R /AP <</N ${appearance} 0 R>>>>`,
  });
  // An invisible signature still has an (empty) appearance: PDF/A-2 6.3.3 wants one on every widget.
  if (!f.visible) objects.push({ num: appearance, head: '<</Type /XObject /Subtype /Form /BBox [0 0 0 0] /Length 0>>', data: Buffer.alloc(0) });

  // The widget joins the page's annotations, inline or in an array object of their own.
  const annots = dictValue(page.value, 'Annots');
  if (annots && !annots.startsWith('[')) {
    const list = file.object(refNum(annots));
    objects.push({ num: list.num, head: `${list.value.slice(0, -1).trimEnd()} ${widget} 0 R]` });
  } else {
    const kept = annots ? `${annots.slice(1, -1).trim()} ` : '';
    objects.push({ num: page.num, head: `${withoutKeys(page.value, ['Annots']).slice(0, -2).trimEnd()} /Annots [${kept}${widget} 0 R]>>` });
  }
  objects.push({ num: root, head: `${catalog.slice(0, -2).trimEnd()} /AcroForm <</Fields [${widget} 0 R] /SigFlags 3>>>>` });
  return appendToFile(pdf, file, objects, next, `${root} 0 R`);
}

/** A @signpdf Signer that hands the signed bytes to `sign`. */
class CallbackSigner extends Signer {
  constructor(private readonly signBytes: (bytes: Buffer) => Promise<Buffer>) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return this.signBytes(pdfBuffer);
  }
}

/** Fills the placeholder of withSignatureField: the byte range, then the CMS `sign` makes over it. */
export function signPlaceholder(pdf: Buffer, sign: (bytes: Buffer) => Promise<Buffer>): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CallbackSigner(sign));
}
