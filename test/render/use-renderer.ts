import { afterAll, beforeAll } from 'vitest';
import { Renderer } from '../../src/render/renderer.js';
import type { RendererOptions } from '../../src/render/types.js';

/**
 * A file's own Chromium renderer (the subject of its tests), started before them and closed
 * after them. The answer stands for the renderer once started: use it inside tests and hooks.
 */
export function useRenderer(options: RendererOptions): Renderer {
  let renderer: Renderer | undefined;
  beforeAll(async () => {
    renderer = await Renderer.start(options);
  });
  afterAll(async () => {
    await renderer?.close();
  });
  const started = (): Renderer => {
    if (!renderer) throw new Error('the renderer of useRenderer is used before its beforeAll ran');
    return renderer;
  };
  return new Proxy({} as Renderer, {
    get: (_, key) => {
      const value = Reflect.get(started(), key);
      return typeof value === 'function' ? value.bind(started()) : value;
    },
  });
}
