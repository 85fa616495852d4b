import { encodeStoragePath } from './paths.js';
import type { CdnPurger } from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/** No CDN in front (local storage, or a bucket served directly): nothing to invalidate. */
export class NoCdnPurger implements CdnPurger {
  readonly driver = 'none' as const;
  async purge(_paths: string[], _urls: string[]): Promise<void> {}
}

export interface HttpPurgeOptions {
  /**
   * URL to send `PURGE` to, once per file. `{path}` becomes the storage path (URL-encoded, no
   * leading slash), `{url}` the file's full public URL. E.g. `https://cdn.example.com/{path}`
   * (Varnish, nginx proxy_cache_purge, Fastly) or `{url}` to purge the public URL itself.
   */
  urlTemplate: string;
  /** Extra headers, e.g. a purge token (Fastly-Key, AccessKey...). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class HttpPurgeCdnPurger implements CdnPurger {
  readonly driver = 'purge' as const;

  constructor(private readonly options: HttpPurgeOptions) {
    const template = options.urlTemplate;
    if (!template || !(template.includes('{path}') || template.includes('{url}'))) {
      throw new Error('CDN_PURGE_URL must contain {path} or {url}, e.g. https://cdn.example.com/{path}');
    }
    if (!template.startsWith('{url}') && !/^https?:\/\//i.test(template)) {
      throw new Error(`CDN_PURGE_URL must be an http(s) URL template, got ${JSON.stringify(template)}`);
    }
  }

  async purge(paths: string[], urls: string[]): Promise<void> {
    if (paths.length !== urls.length) throw new TypeError('purge(paths, urls): one url per path');
    await Promise.all(paths.map((path, i) => this.purgeOne(this.expand(path, urls[i]))));
  }

  private expand(path: string, url: string): string {
    return this.options.urlTemplate.replaceAll('{path}', encodeStoragePath(path)).replaceAll('{url}', url);
  }

  private async purgeOne(target: string): Promise<void> {
    const response = await fetch(target, {
      method: 'PURGE',
      headers: this.options.headers,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await response.body?.cancel(); // free the socket; the body carries nothing we use
    if (!response.ok) throw new Error(`CDN purge of ${target} answered HTTP ${response.status}`);
  }
}
