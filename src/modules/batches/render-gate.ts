import type { Renderer } from '../../render/renderer.js';

/**
 * The renderer as batch items see it: at most `slots` of their renders are in the pool at
 * once, so the rest of the pool stays free for synchronous generations. Lanes outnumber
 * slots (twice), so one item's database and storage work overlaps another's render and the
 * batch's pages never idle between items. Everything else is the shared renderer itself.
 */
export function gatedRenderer(renderer: Renderer, slots: number): Renderer {
  let free = slots;
  const waiting: (() => void)[] = [];
  const acquire = () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((r) => waiting.push(r)));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const renderPdf: Renderer['renderPdf'] = async (...args) => {
    await acquire();
    try {
      return await renderer.renderPdf(...args);
    } finally {
      release();
    }
  };
  return new Proxy(renderer, {
    get(target, prop) {
      if (prop === 'renderPdf') return renderPdf;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
