/**
 * The one place that talks to Quire. Pages and features import these functions, never fetch().
 * Session upkeep lives here too: the access cookie is refreshed before it expires, and once
 * after a 401; when that fails, the handler set by setSignedOutHandler sends the person to sign-in.
 * (When @quire/client lands in main, the functions below switch to it; their signatures stay.)
 */

export const FRAMEWORKS = ['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT'] as const;
export const FORMATS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export type Format = (typeof FORMATS)[number];

export interface Font { name: string; variants: string[]; master?: boolean }
export interface AvailableFont { name: string; weights: string[]; italicWeights: string[]; category: string }
export interface Helper { name: string; signature: string; description: string }

export interface Document {
  id: number;
  uuid: string;
  name: string;
  body: string;
  framework: Framework;
  format: Format;
  landscape: boolean;
  fonts: Font[];
  variables: Record<string, unknown>;
  archived: boolean;
}
export type DocumentPatch = Partial<Pick<Document, 'name' | 'body' | 'framework' | 'format' | 'landscape' | 'fonts' | 'variables' | 'archived'>> & { folderId?: number | null };
export type Draft = Partial<Pick<Document, 'body' | 'framework' | 'format' | 'landscape' | 'fonts' | 'variables'>>;

export interface DocumentListItem {
  id: number;
  uuid: string;
  name: string;
  framework: Framework;
  format: Format;
  landscape: boolean;
  folderId: number | null;
  previewUrl: string | null;
  previewUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lastUsedViaApi: string | null;
}

export interface Folder { id: number; name: string; emoji: string | null; createdAt: string; updatedAt: string; documentsCount: number }

export interface Counter { used: number; included: number; topUp: number; remaining: number; periodStart: string; periodEnd: string }
export interface Me { id: number; email: string; createdAt: string; usage: { generation: Counter; ai: Counter } }

/** The API's envelope `{ error, message }`, with the HTTP status and what some errors add. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null = null,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type SignedOutHandler = () => void;
let onSignedOut: SignedOutHandler = () => {};
/** Called once when the session is gone for good (refresh refused). */
export function setSignedOutHandler(fn: SignedOutHandler): void {
  onSignedOut = fn;
}

interface RequestOptions {
  body?: unknown;
  /** multipart/form-data (uploads): the browser sets the Content-Type with its boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Auth routes answer 401 for a wrong password: that is no expired session. */
  noRefresh?: boolean;
  /** Accept header, e.g. text/event-stream for a streamed assistant turn. */
  accept?: string;
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.accept) headers.Accept = opts.accept;
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    signal: opts.signal,
  });
}

async function toError(res: Response): Promise<ApiError> {
  const retry = res.headers.get('retry-after');
  let body: Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    /* not JSON: a proxy's page */
  }
  const { error, message, ...extra } = body as { error?: string; message?: string };
  return new ApiError(res.status, error ?? 'HTTP_' + res.status, message ?? res.statusText, retry ? Number(retry) : null, extra);
}

/** Sends a request; on a 401 refreshes the session once and retries. Resolves with the raw response. */
async function call(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  const started = Date.now();
  let res = await send(method, path, opts);
  if (res.status === 401 && !opts.noRefresh) {
    if (await refreshSession(started)) res = await send(method, path, opts);
    if (res.status === 401) {
      onSignedOut();
      throw await toError(res);
    }
  }
  if (!res.ok) throw await toError(res);
  return res;
}

async function json<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  const res = await call(method, path, opts);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

// ---- session -------------------------------------------------------------------------------

const REFRESHED_AT = 'quire.refreshedAt';
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<boolean> | null = null;

/** Refreshes at 80% of the access cookie's life, so a person typing never meets a 401. */
function scheduleRefresh(expiresInSeconds: number) {
  clearTimeout(refreshTimer);
  const ms = Math.max(5_000, expiresInSeconds * 800);
  refreshTimer = setTimeout(() => void refreshSession(Date.now()), ms);
}

/**
 * One refresh at a time across tabs (Web Locks): refresh rotates the token, so two tabs
 * refreshing with the same cookie would sign one of them out. A tab that waited for the lock
 * and finds another tab refreshed after its request started just retries with the new cookie.
 */
export function refreshSession(since: number): Promise<boolean> {
  inflightRefresh ??= withLock(async () => {
    const last = Number(localStorage.getItem(REFRESHED_AT) ?? 0);
    if (last > since) return true;
    const res = await send('POST', '/v1/auth/refresh', {});
    if (!res.ok) return false;
    const { accessExpiresIn } = (await res.json()) as { accessExpiresIn: number };
    localStorage.setItem(REFRESHED_AT, String(Date.now()));
    scheduleRefresh(accessExpiresIn);
    return true;
  }).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request('quire-session-refresh', fn) as Promise<T>) : fn();
}

export async function signIn(email: string, password: string): Promise<void> {
  const { accessExpiresIn } = await json<{ accountId: number; accessExpiresIn: number }>('POST', '/v1/auth/login', { body: { email, password }, noRefresh: true });
  localStorage.setItem(REFRESHED_AT, String(Date.now()));
  scheduleRefresh(accessExpiresIn);
}

/** Whether self-service sign-up is open (SIGNUP_ENABLED). */
export const signInOptions = () => json<{ signup: boolean }>('GET', '/v1/auth/options', { noRefresh: true });

/** Creates the account (when sign-up is open); then sign in as usual. */
export const signUp = (email: string, password: string) =>
  json<{ id: number; email: string }>('POST', '/v1/auth/signup', { body: { email, password }, noRefresh: true });

export async function signOut(): Promise<void> {
  clearTimeout(refreshTimer);
  await json<void>('POST', '/v1/auth/logout', { noRefresh: true });
}

/** On page load: the account when a session (or a refreshable one) exists, else null. */
export async function currentAccount(): Promise<Me | null> {
  const started = Date.now();
  let res = await send('GET', '/v1/me', {});
  if (res.status === 401) {
    if (!(await refreshSession(started))) return null;
    res = await send('GET', '/v1/me', {});
  } else if (res.ok) {
    // The page was (re)loaded with a live cookie whose age we do not know: refresh soon.
    scheduleRefresh(60);
  }
  if (res.status === 401) return null;
  if (!res.ok) throw await toError(res);
  return res.json();
}

export const me = () => json<Me>('GET', '/v1/me');

// ---- documents -----------------------------------------------------------------------------

export interface ListDocumentsParams { folderId?: number | 'root'; archived?: boolean }

export async function listDocuments(params: ListDocumentsParams = {}): Promise<DocumentListItem[]> {
  const q = new URLSearchParams();
  if (params.folderId !== undefined) q.set('folderId', String(params.folderId));
  if (params.archived) q.set('archived', 'true');
  const qs = q.toString();
  return (await json<{ documents: DocumentListItem[] }>('GET', `/v1/documents${qs ? '?' + qs : ''}`)).documents;
}

export const getDocument = (id: number) => json<Document>('GET', `/v1/documents/${id}`);
export const createDocument = (name: string) => json<Document>('POST', '/v1/documents', { body: { name } });
export const updateDocument = (id: number, patch: DocumentPatch) => json<Document>('PATCH', `/v1/documents/${id}`, { body: patch });
export const deleteDocument = (id: number) => json<void>('DELETE', `/v1/documents/${id}`);

/** The draft rendered as it would be generated; aborting the signal drops the render server-side too. */
export async function previewDocument(id: number, draft: Draft, signal?: AbortSignal): Promise<ArrayBuffer> {
  const res = await call('POST', `/v1/documents/${id}/preview`, { body: draft, signal });
  return res.arrayBuffer();
}

export const generatePdf = (documentUuid: string, variables: Record<string, unknown>) =>
  json<{ url: string; documentId: string }>('POST', '/v1/generate', { body: { documentId: documentUuid, variables } });

// ---- folders -------------------------------------------------------------------------------

export const listFolders = async () => (await json<{ folders: Folder[] }>('GET', '/v1/folders')).folders;
export const createFolder = (input: { name: string; emoji?: string | null }) => json<Folder>('POST', '/v1/folders', { body: input });
export const updateFolder = (id: number, patch: { name?: string; emoji?: string | null }) => json<Folder>('PATCH', `/v1/folders/${id}`, { body: patch });
export const deleteFolder = (id: number) => json<void>('DELETE', `/v1/folders/${id}`);

// ---- reference -----------------------------------------------------------------------------

export const listFonts = async () => (await json<{ fonts: AvailableFont[] }>('GET', '/v1/fonts')).fonts;
export const listHelpers = async () => (await json<{ helpers: Helper[] }>('GET', '/v1/helpers')).helpers;

// ---- assets --------------------------------------------------------------------------------

export interface Asset {
  id: number;
  name: string;
  kind: 'image' | 'font';
  contentType: string;
  bytes: number;
  width?: number;
  height?: number;
  family?: string;
  weight?: number;
  style?: 'normal' | 'italic';
  url: string;
  createdAt: string;
}

export const listAssets = () => json<{ assets: Asset[] }>('GET', '/v1/assets').then((r) => r.assets);

/** Uploads one file (multipart, field `file`); the name defaults to the file's name. */
export function uploadAsset(file: File, name?: string): Promise<Asset> {
  const form = new FormData();
  if (name) form.set('name', name);
  form.set('file', file, file.name);
  return json<Asset>('POST', '/v1/assets', { form });
}

export const deleteAsset = (id: number) => json<void>('DELETE', `/v1/assets/${id}`);

/** The template snippet that uses an asset. */
export const assetSnippet = (name: string) => `{{asset "${name.replace(/"/g, '')}"}}`;
// ---- usage, recent calls, keys, generated files, password (#10) ------------------------------

export interface DailyUsage { date: string; calls: number; errors: number }
export type Via = 'api' | 'dashboard' | 'mcp' | 'legacy';
export interface AuditCall {
  id: number;
  at: string;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  via: Via;
  apiKey: { id: number; name: string; prefix: string; lastFour: string; revoked: boolean } | null;
}
export interface ApiKey { id: number; name: string; prefix: string; lastFour: string; lastUsedAt: string | null; createdAt: string; usage7d: number[] }
export interface CreatedApiKey extends Omit<ApiKey, 'usage7d'> { token: string }
export interface GeneratedFile {
  id: number;
  documentId: string;
  documentName: string | null;
  url: string | null;
  status: 'succeeded' | 'deleted';
  bytes: number | null;
  pages: number | null;
  durationMs: number | null;
  createdAt: string;
  deletedAt: string | null;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? '?' + s : '';
};

export const usageDaily = async (days = 30) => (await json<{ days: DailyUsage[] }>('GET', `/v1/usage/daily${query({ days })}`)).days;
export const listAudit = (p: { limit?: number; before?: string; via?: Via[] } = {}) =>
  json<{ calls: AuditCall[]; nextBefore: string | null }>('GET', `/v1/audit${query({ limit: p.limit, before: p.before, via: p.via?.join(',') })}`);

export const listApiKeys = async () => (await json<{ apiKeys: ApiKey[] }>('GET', '/v1/api-keys')).apiKeys;
export const createApiKey = (name: string) => json<CreatedApiKey>('POST', '/v1/api-keys', { body: { name } });
export const revokeApiKey = (id: number) => json<void>('DELETE', `/v1/api-keys/${id}`);

export const listGeneratedFiles = (p: { limit?: number; before?: string; documentId?: string } = {}) =>
  json<{ generations: GeneratedFile[]; nextBefore: string | null }>('GET', `/v1/generations${query(p)}`);
export const deleteGeneratedFile = (path: string) => json<void>('DELETE', '/v1/generations/file', { body: { path } });

/** A wrong current password is a 400 naming it, not a 401: the session stays. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  json<void>('POST', '/v1/auth/password', { body: { currentPassword, newPassword } });
// ---- assistant -----------------------------------------------------------------------------

export interface TurnUsage { inputTokens: number; outputTokens: number; cacheReadTokens: number; cacheWriteTokens: number; credits: number }
export type Proposal = Draft;
export interface TurnResult { reply: string; proposal: Proposal | null; usage: TurnUsage }
export interface AssistantMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  proposal: Proposal | null;
  status: 'ok' | 'cut' | 'dropped';
  usage: TurnUsage | null;
  createdAt: string;
}
export interface AssistantStatus { enabled: boolean; provider: 'none' | 'anthropic' | 'openai'; model: string | null }

export const assistantStatus = () => json<AssistantStatus>('GET', '/v1/assistant');
export const getConversation = async (id: number) => (await json<{ messages: AssistantMessage[] }>('GET', `/v1/documents/${id}/assistant`)).messages;
export const clearConversation = (id: number) => json<void>('DELETE', `/v1/documents/${id}/assistant`);

/**
 * One assistant turn, streamed: `onText` gets the reply as it arrives; resolves with the final
 * result. An `error` event (a provider failure after streaming began) rejects like an HTTP error.
 */
export async function askAssistant(id: number, input: { message: string; draft: Draft }, onText: (delta: string) => void, signal?: AbortSignal): Promise<TurnResult> {
  const res = await call('POST', `/v1/documents/${id}/assistant`, { body: input, signal, accept: 'text/event-stream' });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n'));
      if (event === 'delta') onText(data.text);
      else if (event === 'done') return data as TurnResult;
      else if (event === 'error') throw new ApiError(503, data.error, data.message, data.retryAfter ?? null);
    }
  }
  throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The reply ended early. Try again.');
}
