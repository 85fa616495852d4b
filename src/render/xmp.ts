/**
 * The XMP metadata packet of an archival PDF (ISO 16684-1, PDF/A-2 6.6): the PDF/A
 * identification and the same title, author, subject, keywords, tools and dates as the Info
 * dictionary, which PDF/A requires to agree (pdf-archival.ts writes both from one InfoFields).
 * Written uncompressed (PDF/A readers and archives read it as text) and in UTF-8.
 */
import type { InfoFields } from './pdf-info.js';

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The instant as XMP writes it: ISO 8601 to the second, in UTC. */
export const xmpDate = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** Where the packet's closing </rdf:RDF> lies: the attachment step adds its schema descriptions there. */
export const RDF_END = '</rdf:RDF>';

export interface XmpFields {
  info: InfoFields;
  /** CreationDate and ModDate of the Info dictionary. */
  date: Date;
  part: 2 | 3;
}

export function xmpPacket({ info, date, part }: XmpFields): string {
  const d = xmpDate(date);
  const alt = (tag: string, value: string | undefined) =>
    value ? `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></${tag}>` : '';
  const simple = (tag: string, value: string | undefined) => (value ? `<${tag}>${escapeXml(value)}</${tag}>` : '');
  const description = (ns: string, body: string) => `<rdf:Description rdf:about="" ${ns}>${body}</rdf:Description>\n`;
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n' +
    description('xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"', `<pdfaid:part>${part}</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>`) +
    description(
      'xmlns:dc="http://purl.org/dc/elements/1.1/"',
      '<dc:format>application/pdf</dc:format>' +
        alt('dc:title', info.title) +
        (info.author ? `<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>` : '') +
        alt('dc:description', info.subject),
    ) +
    description(
      'xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
      `${simple('xmp:CreatorTool', info.creator)}<xmp:CreateDate>${d}</xmp:CreateDate><xmp:ModifyDate>${d}</xmp:ModifyDate><xmp:MetadataDate>${d}</xmp:MetadataDate>`,
    ) +
    description('xmlns:pdf="http://ns.adobe.com/pdf/1.3/"', simple('pdf:Producer', info.producer) + simple('pdf:Keywords', info.keywords)) +
    `${RDF_END}\n</x:xmpmeta>\n${' '.repeat(100)}\n<?xpacket end="w"?>`
  );
}
