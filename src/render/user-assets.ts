/**
 * The account's own assets (uploaded images and fonts) as Chromium sees them: URLs on the
 * reserved asset origin (`http://quire-assets.invalid/user/<key>`), answered by request
 * interception from the loader the app provides (which reads the configured storage). The
 * network is never involved, whatever the network policy.
 *
 * Scope: a page may load only the keys of the render it is doing (the rendering account's
 * assets); any other key, even a real one of another account, is refused as if it did not
 * exist. Keys name immutable content (a new upload is a new key), so bytes are cached.
 */
import type { Page } from 'puppeteer-core';
import type { Asset } from './assets.js';
import { Lru } from './lru.js';
import { USER_ASSET_PREFIX, userAssetUrl } from './template-data.js';
import type { UserAssetLoader } from './types.js';

/** Larger files are read again on each render rather than held in memory. */
const CACHE_MAX_BYTES_EACH = 4 * 1024 * 1024;

export class UserAssets {
  private readonly cache = new Lru<string, Asset>(64);
  private readonly scopes = new WeakMap<Page, Set<string>>();

  constructor(private readonly loader?: UserAssetLoader) {}

  /** The keys `page` may load during the render it is about to do. */
  allow(page: Page, keys: Iterable<string>): void {
    this.scopes.set(page, new Set(keys));
  }

  forget(page: Page): void {
    this.scopes.delete(page);
  }

  /** The asset a request of `page` asks for, or null (not ours, not in scope, unknown). */
  async forRequest(page: Page, url: string): Promise<Asset | null> {
    if (!url.startsWith(USER_ASSET_PREFIX)) return null;
    const key = decodeURIComponent(url.slice(USER_ASSET_PREFIX.length).split(/[?#]/)[0]!);
    if (!this.scopes.get(page)?.has(key)) return null;
    return this.load(key);
  }

  async load(key: string): Promise<Asset | null> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const asset = this.loader ? await this.loader(key) : null;
    if (asset && asset.body.length <= CACHE_MAX_BYTES_EACH) this.cache.set(key, asset);
    return asset;
  }

  /** `html` with every user-asset URL of `keys` replaced by a data: URI (headers and footers load nothing). */
  async inline(html: string, keys: Iterable<string>): Promise<string> {
    let out = html;
    for (const key of keys) {
      const url = userAssetUrl(key);
      if (!out.includes(url)) continue;
      const asset = await this.load(key);
      const data = asset ? `data:${asset.contentType};base64,${asset.body.toString('base64')}` : 'data:,';
      out = out.split(url).join(data);
    }
    return out;
  }
}
