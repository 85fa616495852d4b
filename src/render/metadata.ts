/**
 * The PDF's Info fields from the document: Title, Author, Subject and Keywords are Handlebars
 * templates expanded with the render's variables (as plain text: Handlebars' HTML escaping is
 * undone), Creator is always "Quire".
 */
import type { InfoFields } from './pdf-info.js';
import type { Expand } from './furniture.js';
import type { RenderInput } from './types.js';

export const PDF_CREATOR = 'Quire';
export const PDF_PRODUCER = 'Quire (Chromium)';
/** An Info field longer than this is cut: readers show one line of it. */
const MAX_FIELD_CHARS = 2000;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#x60;': '`', '&#x3D;': '=' };
const unescapeHtml = (s: string): string => s.replace(/&(?:amp|lt|gt|quot|#x27|#x60|#x3D);/g, (e) => ENTITIES[e]!);

export async function metadataOf(input: RenderInput, expand: Expand): Promise<InfoFields> {
  const m = input.metadata ?? {};
  const field = async (template: string | undefined): Promise<string | undefined> => {
    if (!template) return undefined;
    const text = template.includes('{{')
      ? unescapeHtml(await expand(template, input.variables ?? {}, { assets: input.assets, partials: input.partials }))
      : template;
    return text.trim().slice(0, MAX_FIELD_CHARS) || undefined;
  };
  const [title, author, subject, keywords] = await Promise.all([field(m.title), field(m.author), field(m.subject), field(m.keywords)]);
  // A test render says so wherever a reader looks: title, keywords and producer.
  const mark = input.watermark;
  return {
    title: mark ? `[${mark}] ${title ?? ''}`.trim() : title,
    author,
    subject,
    keywords: mark ? [keywords, `${mark.toLowerCase()} render`].filter(Boolean).join(', ') : keywords,
    creator: PDF_CREATOR,
    producer: mark ? `${PDF_PRODUCER}, ${mark.toLowerCase()} render: not a live document` : PDF_PRODUCER,
    lang: m.lang || undefined,
  };
}
