import { ApiFailure, type QuireApi } from './api.js';
import { UUID_PATTERN } from '../core/ids.js';

export interface HttpApiOptions {
  /** Quire's base URL, e.g. https://quire.example.com */
  baseUrl: string;
  /** An API token (tk_live_...), sent as x-api-token. */
  token: string;
}


/**
 * The tools of `quire mcp` (stdio) call a Quire server's REST API with the user's token, so
 * the server records, debits and scopes every call exactly as for any API client.
 */
export function httpApi({ baseUrl, token }: HttpApiOptions): QuireApi {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}, seen?: (res: Response) => void): Promise<T> {
    const headers: Record<string, string> = { 'x-api-token': token, accept: 'application/json', 'user-agent': 'quire-mcp-stdio', ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
      throw new ApiFailure('SERVICE_UNAVAILABLE', `Quire at ${base} cannot be reached (${cause}). Check QUIRE_URL and that the server runs.`);
    }
    seen?.(res);
    const text = await res.text();
    const parsed = text ? safeJson(text) : undefined;
    if (res.ok) return parsed as T;
    const { error, message, ...extra } = (parsed ?? {}) as { error?: string; message?: string; [k: string]: unknown };
    throw new ApiFailure(
      typeof error === 'string' ? error : `HTTP_${res.status}`,
      typeof message === 'string' ? message : `Quire answered ${res.status} ${res.statusText}`,
      Object.fromEntries(Object.entries(extra).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
    );
  }

  return {
    async generate(input, opts) {
      let replayed = false;
      const headers: Record<string, string> = opts?.idempotencyKey === undefined ? {} : { 'idempotency-key': opts.idempotencyKey };
      const value = await request<Awaited<ReturnType<QuireApi['generate']>>['value']>('POST', '/v1/generate', input, headers,
        (res) => (replayed = res.headers.get('idempotent-replayed') === 'true'));
      return { value, replayed };
    },
    listDocuments: ({ folderId, kind }) => {
      const query = new URLSearchParams();
      if (folderId !== undefined) query.set('folderId', String(folderId));
      if (kind !== undefined) query.set('kind', kind);
      return request('GET', `/v1/documents${query.size ? `?${query}` : ''}`);
    },
    async getDocument(ref) {
      if (typeof ref === 'number') return request('GET', `/v1/documents/${ref}`);
      // REST reads documents by numeric id only: find the uuid in the (non-archived) list first.
      const { documents } = await request<{ documents: { id: number; uuid: string }[] }>('GET', '/v1/documents');
      const found = UUID_PATTERN.test(ref) && documents.find((d) => d.uuid === ref.toLowerCase());
      if (!found) throw new ApiFailure('NOT_FOUND', 'The resource does not exist.');
      return request('GET', `/v1/documents/${found.id}`);
    },
    usage: async () => (await request<{ usage: Awaited<ReturnType<QuireApi['usage']>> }>('GET', '/v1/me')).usage,
    deleteFile: (input) => request('DELETE', '/v1/generations/file', input),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
