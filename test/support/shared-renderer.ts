import { rendererOptionsOf, startRenderer, type LentRenderer } from '../../src/app/boot.js';
import type { Config } from '../../src/app/config.js';
import type { Renderer } from '../../src/render/renderer.js';
import type { UserAssetLoader } from '../../src/render/types.js';

/**
 * One Chromium renderer per vitest worker process, lent to every test Quire whose renderer
 * settings are the standard ones (startTestQuire's defaults), instead of a Chromium, an egress
 * proxy and template threads started and stopped by each of them. Test files of a worker run
 * one after the other (`isolate: false` keeps this module, and so the renderer, between them).
 *
 * Each Quire keeps its own data: the renderer asks every Quire attached to it for an asset key,
 * and only the Quire that issued the key answers (keys carry a MAC under a secret of the
 * Quire's own database handle, src/modules/assets/service.ts); the asset cache is keyed by the
 * same keys, so one Quire's assets never answer another's.
 *
 * A test whose subject is the renderer itself (Chromium killed, restarts, the pool's counters,
 * concurrency or timeouts raced on purpose) starts its own: `startTestQuire(d, env, { ownRenderer: true })`.
 * So does a Quire configured with other renderer settings (RENDER_*, TEMPLATE_*, CHROMIUM_PATH):
 * they are honoured, never replaced by the shared renderer's.
 */
let shared: Promise<Renderer> | null = null;
const loaders = new Set<UserAssetLoader>();

async function loadFromOwner(key: string) {
  for (const load of loaders) {
    const asset = await load(key);
    if (asset) return asset;
  }
  return null;
}

/**
 * The worker's renderer for `config`, started at the first call; null when `config` asks for
 * other renderer settings than `standard` (the caller then starts a Quire with its own).
 */
export async function sharedRendererFor(config: Config, standard: Config): Promise<LentRenderer | null> {
  if (JSON.stringify(rendererOptionsOf(config)) !== JSON.stringify(rendererOptionsOf(standard))) return null;
  if (!shared) {
    const renderer = startRenderer(standard, loadFromOwner);
    shared = renderer;
    renderer.catch(() => {
      if (shared === renderer) shared = null;
    });
    onWorkerTeardown(async () => {
      const current = shared;
      shared = null;
      await (await current?.catch(() => null))?.close();
    });
  }
  return {
    renderer: await shared,
    attach(load) {
      loaders.add(load);
      return () => loaders.delete(load);
    },
  };
}

/**
 * Runs `close` when vitest stops this worker (after its last file), before it is signalled to
 * exit; a worker that dies otherwise takes Chromium with it (its DevTools pipe closes), and
 * the next renderer start removes the profile it left (stale-profiles.ts).
 */
function onWorkerTeardown(close: () => Promise<void>): void {
  const worker = (globalThis as { __vitest_worker__?: { onCleanup?: (cb: () => Promise<void>) => void } }).__vitest_worker__;
  worker?.onCleanup?.(close);
}
