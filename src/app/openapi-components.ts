import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES, ErrorEnvelope } from '../core/openapi.js';
import { Me } from '../modules/accounts/schema.js';
import { AssetPayload } from '../modules/assets/schema.js';
import { AuditCall } from '../modules/audit/schema.js';
import { Counter, Usage } from '../modules/credits/schema.js';
import { CreatedDocument, DocumentListItem, DocumentPayload, Font, UpdateDocumentBody } from '../modules/documents/schema.js';
import { FolderPayload } from '../modules/folders/schema.js';
import { GenerateBody, GeneratedFile, GenerateResult } from '../modules/generation/schema.js';

/**
 * The schemas the OpenAPI document names under `components.schemas`: each is written there once
 * and every place it appears points to it with `$ref`, so the document (and the client's types,
 * which take these names) stays small. Responses are read as the API answers them (`output`),
 * request bodies as it takes them (`input`).
 */
const NAMED: { name: string; schema: z.ZodType; io: 'input' | 'output' }[] = [
  { name: 'Error', schema: ErrorEnvelope, io: 'output' },
  { name: 'Document', schema: DocumentPayload, io: 'output' },
  { name: 'CreatedDocument', schema: CreatedDocument, io: 'output' },
  { name: 'DocumentListItem', schema: DocumentListItem, io: 'output' },
  { name: 'DocumentPatch', schema: UpdateDocumentBody, io: 'input' },
  { name: 'Font', schema: Font, io: 'output' },
  { name: 'Folder', schema: FolderPayload, io: 'output' },
  { name: 'GenerateRequest', schema: GenerateBody, io: 'input' },
  { name: 'Generated', schema: GenerateResult, io: 'output' },
  { name: 'GeneratedFile', schema: GeneratedFile, io: 'output' },
  { name: 'Me', schema: Me, io: 'output' },
  { name: 'Usage', schema: Usage, io: 'output' },
  { name: 'UsageCounter', schema: Counter, io: 'output' },
  { name: 'Asset', schema: AssetPayload, io: 'output' },
  { name: 'AuditCall', schema: AuditCall, io: 'output' },
];

type Json = Record<string, unknown>;
const REF = '#/components/schemas/';

/** A schema's JSON as a route's body or 200 answer shows it (the same conversion the routes get). */
function jsonOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const part = io === 'input' ? { body: schema } : { response: { 200: schema } };
  const { schema: out } = jsonSchemaTransform({ schema: part, url: '/', openapiObject: { openapi: '3.1.0' } } as never) as unknown as { schema: Json };
  // As a document's part it has no `$schema` or `$id` of its own (@fastify/swagger drops them too).
  const { $schema: _s, $id: _i, ...json } = (io === 'input' ? out.body : (out.response as Json)[200]) as Json;
  return json;
}

/** What identifies a schema wherever it appears: its JSON without the words around it. */
function signature(node: Json): string {
  const { description: _d, examples: _e, example: _x, [ERROR_CODES]: _c, ...shape } = node;
  return JSON.stringify(shape, (_, value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    // @fastify/swagger writes a route's `const` as a one-value `enum`: the same schema.
    const { const: only, ...rest } = value as Json;
    const same = only === undefined ? value : { ...rest, enum: [only] };
    return Object.fromEntries(Object.entries(same).sort(([a], [b]) => a.localeCompare(b)));
  });
}

/** Replaces every appearance of a named schema below `node` by a `$ref` (keeping its own description). */
function refer(node: unknown, names: Map<string, string>, self?: string): unknown {
  if (Array.isArray(node)) return node.map((n) => refer(n, names));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if ('type' in obj || 'anyOf' in obj || 'oneOf' in obj || 'allOf' in obj) {
    const name = names.get(signature(obj));
    if (name && name !== self) {
      const codes = obj[ERROR_CODES];
      return {
        $ref: REF + name,
        ...(typeof obj.description === 'string' ? { description: obj.description } : {}),
        // An error response: its `error` is one of the codes it lists.
        ...(Array.isArray(codes) ? { properties: { error: { enum: codes } } } : {}),
      };
    }
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, refer(v, names)]));
}

/** The `transformObject` of @fastify/swagger: the finished document, with its named schemas. */
export function withNamedSchemas(document: { openapiObject: Partial<Record<string, unknown>> } | { swaggerObject: unknown }): Json {
  if (!('openapiObject' in document)) throw new Error('Quire writes OpenAPI 3.1, not Swagger 2');
  const { openapiObject } = document;
  const schemas: Record<string, Json> = {};
  const names = new Map<string, string>();
  for (const { name, schema, io } of NAMED) {
    schemas[name] = jsonOf(schema, io);
    names.set(signature(schemas[name]!), name);
  }
  // Larger schemas hold smaller ones (Me holds Usage, Usage holds UsageCounter): refer inside them too.
  for (const name of Object.keys(schemas)) schemas[name] = refer(schemas[name], names, name) as Json;
  const { components, ...rest } = openapiObject as Json & { components?: Json };
  return {
    ...(refer(rest, names) as Json),
    components: { ...components, schemas: { ...(components?.schemas as Json | undefined), ...schemas } },
  };
}
