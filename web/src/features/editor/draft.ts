import type { Document, DocumentPatch, Draft, Font, Format, Framework } from '../../types';
import { pageChanges, pageFieldsOf, type PageFields } from './page-fields';
import { parseSchema } from '../variables/schema';
import { samplesOf, type SampleText } from '../variables/samples';

/** What the editor holds: the document's editable fields, the variables as the text being typed. */
export interface Fields {
  name: string;
  body: string;
  variablesText: string;
  framework: Framework;
  format: Format;
  landscape: boolean;
  fonts: Font[];
  folderId: number | null;
  /** The Page section (header, footer, margins, PDF metadata). */
  page: PageFields;
  /** The named samples beside the default one, each as the text being typed. */
  samples: SampleText[];
  /** The variables schema as JSON text; '' for none. */
  schemaText: string;
}

export interface Saved {
  doc: Document;
  folderId: number | null;
}

export function fieldsOf({ doc, folderId }: Saved): Fields {
  return {
    name: doc.name,
    body: doc.body,
    variablesText: JSON.stringify(doc.variables, null, 2),
    framework: doc.framework,
    format: doc.format,
    landscape: doc.landscape,
    fonts: doc.fonts,
    folderId,
    page: pageFieldsOf(doc),
    samples: samplesOf(doc).map((s) => ({ name: s.name, text: JSON.stringify(s.variables, null, 2) })),
    schemaText: schemaTextOf(doc),
  };
}

const schemaTextOf = (doc: Document) => (doc.variablesSchema ? JSON.stringify(doc.variablesSchema, null, 2) : '');

/** The sample variables, or null while they are not a JSON object. */
export function parseVariables(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ from the saved document: what Save PATCHes. Variables that are not
 * valid JSON are never sent; `variablesInvalid` says they were left out.
 */
export function changesOf({ doc: saved, folderId }: Saved, f: Fields): { patch: DocumentPatch; variablesInvalid: boolean; schemaInvalid: boolean } {
  const patch: DocumentPatch = {};
  if (f.name !== saved.name) patch.name = f.name;
  if (f.body !== saved.body) patch.body = f.body;
  if (f.framework !== saved.framework) patch.framework = f.framework;
  if (f.format !== saved.format) patch.format = f.format;
  if (f.landscape !== saved.landscape) patch.landscape = f.landscape;
  if (!same(f.fonts, saved.fonts)) patch.fonts = f.fonts;
  if (f.folderId !== folderId) patch.folderId = f.folderId;
  const variables = parseVariables(f.variablesText);
  if (variables && !same(variables, saved.variables)) patch.variables = variables;
  const variablesInvalid = variables === null;
  Object.assign(patch, pageChanges(pageFieldsOf(saved), f.page));
  // Samples and the schema: sent whole when changed, never while one of them is not JSON.
  const samples = f.samples.map((s) => ({ name: s.name.trim(), variables: parseVariables(s.text) }));
  const samplesInvalid = samples.some((s) => s.variables === null);
  if (!samplesInvalid && !same(samples, samplesOf(saved))) patch.samples = samples as DocumentPatch['samples'];
  const schema = parseSchema(f.schemaText);
  const schemaInvalid = schema === 'invalid';
  if (!schemaInvalid && !same(schema, saved.variablesSchema ?? null)) patch.variablesSchema = schema as DocumentPatch['variablesSchema'];
  return { patch, variablesInvalid: variablesInvalid || samplesInvalid, schemaInvalid };
}

export function isDirty(saved: Saved, f: Fields): boolean {
  const { patch, variablesInvalid, schemaInvalid } = changesOf(saved, f);
  if (Object.keys(patch).length > 0) return true;
  if (!variablesInvalid && !schemaInvalid) return false;
  const was = fieldsOf(saved);
  return f.variablesText !== was.variablesText || f.schemaText !== was.schemaText || !same(f.samples, was.samples);
}

/** What the preview renders: everything that changes the output, or null while the variables are broken. */
export function draftOf(f: Fields): Draft | null {
  const variables = parseVariables(f.variablesText);
  if (!variables) return null;
  return { body: f.body, framework: f.framework, format: f.format, landscape: f.landscape, fonts: f.fonts, variables };
}
