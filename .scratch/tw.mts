import { Renderer } from '../src/render/index.js';
import { writeFileSync } from 'node:fs';
const r = await Renderer.start({ concurrency: 1 });
for (const [name, fw, fonts] of [['a','TAILWIND',[]],['b','NONE',[{ name: 'Merriweather', variants: ['400'], master: true }]],['c','TAILWIND',[{ name: 'Merriweather', variants: ['400'], master: true }]]] as const) {
const { pdf } = await r.renderPdf({ body: `<div style="background:#00ff00;height:300mm">Body</div>`, variables: {}, framework: fw as any, format: 'A4', landscape: false, fonts: fonts as any, margins: { top: 25, right: 15, bottom: 20, left: 15 }, header: '<div class="uppercase">Quarterly</div>', footer: 'FOOT' });
writeFileSync(`/tmp/i11x/${name}.pdf`, pdf);
}
await r.close();
