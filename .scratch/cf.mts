import { Renderer } from '../src/render/index.js';
import { makeFont } from '../test/support/assets.js';
import { writeFileSync } from 'node:fs';
const font = makeFont();
const r = await Renderer.start({ concurrency: 1, loadUserAsset: async (k) => { console.log('load', k); return { body: font, contentType: 'font/ttf' }; } });
const { pdf } = await r.renderPdf({ body: '<p style="font-weight:700">Master text</p>', variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [],
  customFonts: [{ family: 'QuireTestXY', weight: 700, style: 'normal', key: '1/2', contentType: 'font/ttf', master: true }] });
writeFileSync('/tmp/i11x/cf.pdf', pdf);
console.log(await r.buildHtml({ body: 'x', variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [], customFonts: [{ family: 'QuireTestXY', weight: 700, style: 'normal', key: '1/2', contentType: 'font/ttf', master: true }] }, { assets: 'linked' }));
await r.close();
