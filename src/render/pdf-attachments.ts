/**
 * Files embedded in a PDF as associated files (PDF 2.0 14.13, PDF/A-3 6.8), as an incremental
 * update: per file an /EmbeddedFile stream with its MIME type, size and date, a file
 * specification with its relationship to the document, listed in the catalog's /AF array and
 * its /Names /EmbeddedFiles tree. Optional XMP schema descriptions (a Factur-X extension) join
 * the packet the PDF/A step wrote. The finishing step after PDF/A (DESIGN.md, example 16).
 */
import { deflateSync } from 'node:zlib';
import { appendToFile, dictEntries, dictValue, type NewObject, PdfFile, refNum } from './pdf-objects.js';
import { ArchivalError, withoutKeys } from './pdf-archival.js';
import { pdfDate, textString } from './pdf-info.js';
import { RDF_END } from './xmp.js';

/** How an attached file relates to the document (PDF 2.0, table 43). */
export type AttachmentRelationship = 'Source' | 'Data' | 'Alternative' | 'Supplement' | 'Unspecified';

export interface PdfAttachment {
  /** The file's name in the PDF, e.g. "factur-x.xml". */
  name: string;
  /** Its MIME type, e.g. "text/xml". */
  mimeType: string;
  bytes: Buffer;
  relationship: AttachmentRelationship;
  description?: string;
  /** Its modification date; default now. */
  modified?: Date;
}

/** The Factur-X / ZUGFeRD identification of the attached invoice (Factur-X 1.07, 7.2). */
export interface FacturXMetadata {
  /** "INVOICE" (or ORDER, …). */
  documentType: string;
  /** The attachment's name: "factur-x.xml", or "xrechnung.xml" for the XRECHNUNG profile. */
  documentFileName: string;
  /** "1.0". */
  version: string;
  /** "MINIMUM", "BASIC WL", "BASIC", "EN 16931", "EXTENDED" or "XRECHNUNG". */
  conformanceLevel: string;
}

const escapeXml = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** A PDF name with every byte outside the regular characters written #xx ("text/xml" -> text#2Fxml). */
const pdfName = (s: string) =>
  `/${Buffer.from(s, 'utf8').reduce((out, b) => out + (b > 0x20 && b < 0x7f && !'#()<>[]{}/%'.includes(String.fromCharCode(b)) ? String.fromCharCode(b) : `#${b.toString(16).padStart(2, '0').toUpperCase()}`), '')}`;

/**
 * A file name as a byte string (the /F of a file specification and the name tree's key): ASCII,
 * anything else as "_". /UF carries the name in full: the same literal when it is ASCII (poppler's
 * pdfdetach -savefile finds no UTF-16 name), else UTF-16.
 */
const fileString = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '_').replace(/[\\()]/g, (c) => `\\${c}`)})`;

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The XMP of a Factur-X invoice: its values and the PDF/A extension schema that declares them. */
function facturXXmp(fx: FacturXMetadata): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return (
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">' +
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">' +
    `<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix>` +
    '<pdfaSchema:property><rdf:Seq>' +
    property('DocumentFileName', 'The name of the embedded XML document') +
    property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER') +
    property('Version', 'The actual version of the standard applying to the embedded XML document') +
    property('ConformanceLevel', 'The conformance level of the embedded XML document') +
    '</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>\n' +
    `<rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}"><fx:DocumentType>${escapeXml(fx.documentType)}</fx:DocumentType>` +
    `<fx:DocumentFileName>${escapeXml(fx.documentFileName)}</fx:DocumentFileName><fx:Version>${escapeXml(fx.version)}</fx:Version>` +
    `<fx:ConformanceLevel>${escapeXml(fx.conformanceLevel)}</fx:ConformanceLevel></rdf:Description>\n`
  );
}

/**
 * Embeds `attachments` into `pdf` as associated files: each an /EmbeddedFile stream (MIME
 * subtype, /Params with Size and ModDate) behind a file specification with /AFRelationship, listed
 * in the catalog's /AF array and /Names /EmbeddedFiles. Run it after toPdfA with part "3b": a
 * PDF/A-2 file may not carry them (ArchivalError), a file without PDF/A takes them as they are.
 * With `facturX`, the Factur-X XMP extension schema and its values join the PDF/A packet, which
 * is how validators find the invoice (e.g. `{ documentType: 'INVOICE', documentFileName:
 * 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931' }` with an attachment named
 * factur-x.xml, MIME type text/xml, relationship Alternative).
 */
export function attachFiles(pdf: Buffer, attachments: PdfAttachment[], opts: { facturX?: FacturXMetadata } = {}): Buffer {
  const file = new PdfFile(pdf);
  const root = refNum(dictValue(file.trailer, 'Root'));
  let catalog = file.object(root).value;
  const metadataRef = dictValue(catalog, 'Metadata');
  const metadata = metadataRef === undefined ? undefined : file.object(refNum(metadataRef));
  const xmp =
    metadata?.stream && dictValue(metadata.value, 'Filter') === undefined
      ? pdf.subarray(metadata.stream.start, metadata.stream.end).toString('utf8')
      : undefined;
  const part = xmp && /<pdfaid:part>(\d)<\/pdfaid:part>/.exec(xmp)?.[1];
  if (part && part !== '3') throw new ArchivalError(`PDF/A-${part} cannot carry attached files: ask for PDF/A-3b`);
  if (opts.facturX && !xmp?.includes(RDF_END)) throw new ArchivalError('the Factur-X metadata needs the XMP packet of the PDF/A step');
  if (new Set(attachments.map((a) => fileString(a.name))).size !== attachments.length) throw new ArchivalError('two attachments have the same name');

  let next = file.size;
  const objects: NewObject[] = [];
  const specs: { name: string; num: number }[] = [];
  for (const a of attachments) {
    const data = deflateSync(a.bytes);
    const stream = next++;
    const spec = next++;
    objects.push(
      {
        num: stream,
        head: `<</Type /EmbeddedFile /Subtype ${pdfName(a.mimeType)} /Params <</Size ${a.bytes.length} /ModDate ${pdfDate(a.modified ?? new Date())}>> /Filter /FlateDecode /Length ${data.length}>>`,
        data,
      },
      {
        num: spec,
        head: `<</Type /Filespec /F ${fileString(a.name)} /UF ${/^[\x20-\x7e]*$/.test(a.name) ? fileString(a.name) : textString(a.name)} /EF <</F ${stream} 0 R /UF ${stream} 0 R>> /AFRelationship /${a.relationship}${a.description ? ` /Desc ${textString(a.description)}` : ''}>>`,
      },
    );
    specs.push({ name: a.name, num: spec });
  }

  if (xmp && opts.facturX && metadata) {
    const packet = Buffer.from(xmp.replace(RDF_END, `${facturXXmp(opts.facturX)}${RDF_END}`), 'utf8');
    objects.push({ num: metadata.num, head: `${withoutKeys(metadata.value, ['Length']).slice(0, -2).trimEnd()} /Length ${packet.length}>>`, data: packet });
  }

  // The name tree's keys in order (7.9.6); one leaf holds them all.
  const tree = specs
    .slice()
    .sort((a, b) => (fileString(a.name) < fileString(b.name) ? -1 : fileString(a.name) > fileString(b.name) ? 1 : 0))
    .map((s) => `${fileString(s.name)} ${s.num} 0 R`)
    .join(' ');
  const af = specs.map((s) => `${s.num} 0 R`).join(' ');
  const oldAf = dictValue(catalog, 'AF');
  if (oldAf !== undefined && !oldAf.startsWith('[')) throw new ArchivalError('the catalog has an indirect /AF array');
  const namesValue = dictValue(catalog, 'Names');
  let names = namesValue === undefined ? '<<>>' : namesValue.startsWith('<<') ? namesValue : file.object(refNum(namesValue)).value;
  if (dictEntries(names).has('EmbeddedFiles')) throw new ArchivalError('the PDF already has embedded files');
  names = `${names.slice(0, -2).trimEnd()} /EmbeddedFiles <</Names [${tree}]>>>>`;
  catalog = withoutKeys(catalog, ['AF', 'Names']).slice(0, -2).trimEnd();
  objects.push({ num: root, head: `${catalog} /Names ${names} /AF [${oldAf ? `${oldAf.slice(1, -1).trim()} ` : ''}${af}]>>` });
  return appendToFile(pdf, file, objects, next, `${root} 0 R`);
}
