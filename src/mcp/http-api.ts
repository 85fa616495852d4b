import { createQuireClient, isQuireError } from '@quire/client';
import { UUID_PATTERN } from '../core/ids.js';
import { ApiFailure, type QuireApi } from './api.js';

export interface HttpApiOptions {
  /** Quire's base URL, e.g. https://quire.example.com */
  baseUrl: string;
  /** An API token (tk_live_...), sent as x-api-token. */
  token: string;
}

type Result<K extends keyof QuireApi> = Awaited<ReturnType<QuireApi[K]>>;

/**
 * The tools of `quire mcp` (stdio) call a Quire server's REST API with the user's token through
 * @quire/client, so the server records, debits and scopes every call exactly as for any API
 * client. No retries: the agent sees a 429 or 503 at once and decides (Retry-After is in the message).
 */
export function httpApi({ baseUrl, token }: HttpApiOptions): QuireApi {
  const base = baseUrl.replace(/\/+$/, '');
  const client = createQuireClient({
    baseUrl: base,
    token,
    headers: { accept: 'application/json', 'user-agent': 'quire-mcp-stdio' },
    retry: { maxRetries: 0, retriesOn500: 0 },
  });
  /** The client's QuireError as the tools' ApiFailure (code, message, the body's plain fields). */
  const call = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((err: unknown) => {
      if (!isQuireError(err)) throw err;
      if (err.error === 'NETWORK_ERROR') {
        const cause = (err.cause as { cause?: { code?: string } } | undefined)?.cause?.code ?? (err.cause as Error | undefined)?.message;
        throw new ApiFailure('SERVICE_UNAVAILABLE', `Quire at ${base} cannot be reached (${cause}). Check QUIRE_URL and that the server runs.`);
      }
      throw failure(err.body, err.error, err.message);
    });

  return {
    generate: (input, opts) =>
      call(async () => {
        const headers = opts?.idempotencyKey === undefined ? {} : { 'idempotency-key': opts.idempotencyKey };
        const { data, error, response } = await client.raw.POST('/v1/generate', { body: input, headers });
        if (!response.ok) throw failure(error, `HTTP_${response.status}`, `Quire answered ${response.status} ${response.statusText}`);
        return { value: data as Result<'generate'>['value'], replayed: response.headers.get('idempotent-replayed') === 'true' };
      }),
    listDocuments: ({ folderId, kind }) =>
      call(
        async () =>
          ({
            documents: await client.documents.list({ ...(folderId !== undefined && { folderId }), ...(kind !== undefined && { kind }) }),
          }) as Result<'listDocuments'>,
      ),
    getDocument: (ref) =>
      call(async () => {
        if (typeof ref === 'number') return (await client.documents.get(ref)) as Result<'getDocument'>;
        // REST reads documents by numeric id only: find the uuid in the (non-archived) list first.
        const found = UUID_PATTERN.test(ref) && (await client.documents.list()).find((d) => d.uuid === ref.toLowerCase());
        if (!found) throw new ApiFailure('NOT_FOUND', 'The resource does not exist.');
        return (await client.documents.get(found.id)) as Result<'getDocument'>;
      }),
    usage: () => call(async () => (await client.me()).usage as Result<'usage'>),
    deleteFile: (input) => call(() => client.files.delete(input.path)),
  };
}

/** An error envelope as the tools' ApiFailure: its code, message and plain (string) fields. */
function failure(body: unknown, code: string, message: string): ApiFailure {
  const { error, message: text, ...extra } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  // VARIABLES_INVALID's problems (issue 39) travel as JSON text: the agent fixes every one at once.
  const plain = Object.fromEntries(
    Object.entries(extra)
      .map(([k, v]) => [k, k === 'problems' ? JSON.stringify(v) : v])
      .filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return new ApiFailure(typeof error === 'string' ? error : code, typeof text === 'string' ? text : message, plain);
}
