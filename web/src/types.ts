/** The API's shapes as the dashboard uses them, all from the generated client's types. */
import type { Answer, BodyOf } from './quire';

export type Document = Answer<'/v1/documents/{id}', 'get'>;
export type DocumentListItem = Answer<'/v1/documents', 'get'>['documents'][number];
export type DocumentPatch = BodyOf<'/v1/documents/{id}', 'patch'>;
export type Framework = Document['framework'];
export type Format = Document['format'];
export type Font = Document['fonts'][number];
export type Draft = Partial<Pick<Document, 'body' | 'framework' | 'format' | 'landscape' | 'fonts' | 'variables'>>;
export type Folder = Answer<'/v1/folders', 'get'>['folders'][number];
export type Me = Answer<'/v1/me', 'get'>;
export type Counter = Me['usage']['generation'];
export type Asset = Answer<'/v1/assets', 'get'>['assets'][number];
export type DailyUsage = Answer<'/v1/usage/daily', 'get'>['days'][number];
export type AuditCall = Answer<'/v1/audit', 'get'>['calls'][number];
export type Via = AuditCall['via'];
export type ApiKey = Answer<'/v1/api-keys', 'get'>['apiKeys'][number];
export type CreatedApiKey = Answer<'/v1/api-keys', 'post', 201>;
export type GeneratedFile = Answer<'/v1/generations', 'get'>['generations'][number];
type AssistantMessage = Answer<'/v1/documents/{id}/assistant', 'get'>['messages'][number];
export type Proposal = Draft;
export type TurnUsage = NonNullable<AssistantMessage['usage']>;
export interface TurnResult {
  reply: string;
  proposal: Proposal | null;
  usage: TurnUsage;
}

export const FRAMEWORKS = ['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT'] as const satisfies readonly Framework[];
export const FORMATS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] as const satisfies readonly Format[];
