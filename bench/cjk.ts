/**
 * CJK documents (issue 42): a Japanese, a Chinese and a Korean invoice page rendered by the
 * Renderer in turn, with the p50 render time, the PDF's size and the kinds of font embedded
 * (pdffonts: "Type 3" is a glyph drawn as a little vector picture per font, "CID TrueType" a
 * real font program with its glyph outlines).
 *
 *   npx tsx bench/cjk.ts [--warmup 10] [--runs 60]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { Renderer } from '../src/render/renderer.js';
import type { RenderInput } from '../src/render/types.js';
import { percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({ options: { warmup: { type: 'string', default: '10' }, runs: { type: 'string', default: '60' } } });
const warmup = Number(opt.warmup);
const runs = Number(opt.runs);

const invoice = (lang: string, title: string, seller: string, address: string, item: string, total: string) => `
<main lang="${lang}" style="font-size:11pt">
  <h1>${title}</h1>
  <p><strong>${seller}</strong><br>${address}</p>
  <table style="width:100%;border-collapse:collapse">
    ${Array.from({ length: 12 }, (_, i) => `<tr><td>${item} ${i + 1}</td><td style="text-align:right">¥${(i + 1) * 1200}</td></tr>`).join('')}
  </table>
  <p style="font-weight:bold">${total}: ¥93,600</p>
</main>`;

const PAGES: Record<string, string> = {
  Japanese: invoice('ja', 'ご請求書', '株式会社サンプル商事', '東京都千代田区丸の内一丁目二番三号', '業務委託料（システム開発）', '合計金額（税込）'),
  Chinese: invoice('zh-CN', '增值税专用发票', '北京示例科技有限公司', '北京市朝阳区建国路八十八号', '技术服务费（软件开发）', '价税合计'),
  Korean: invoice('ko', '청구서', '주식회사 샘플상사', '서울특별시 중구 세종대로 110', '시스템 개발 용역비', '합계 금액'),
};

const run = promisify(execFile);
const renderer = await Renderer.start({ concurrency: 1 });
const dir = await mkdtemp(join(tmpdir(), 'quire-cjk-'));
try {
  const inputs = Object.entries(PAGES).map(
    ([name, body]) => [name, { body, variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [] } as RenderInput] as const,
  );
  const times = new Map<string, number[]>(inputs.map(([name]) => [name, []]));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [name, input] of inputs) {
      const ms = await timed(() => renderer.renderPdf(input));
      if (i >= warmup) times.get(name)!.push(ms);
    }
  }
  console.log(`${runs} renders each (after ${warmup} warm-up), interleaved:`);
  for (const [name, input] of inputs) {
    const { pdf } = await renderer.renderPdf(input);
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, pdf);
    const fonts = (await run('pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
    const kinds = new Map<string, number>();
    for (const line of fonts) {
      const kind = /Type 3|CID TrueType|CID Type 0C?|TrueType|Type 1C?/.exec(line)?.[0] ?? 'other';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const names = [...new Set(fonts.map((l) => l.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).filter((n) => n !== '[none]'))];
    const ms = times.get(name)!;
    console.log(
      `  ${name.padEnd(9)} p50 ${percentile(ms, 50).toFixed(1)} ms  p90 ${percentile(ms, 90).toFixed(1)} ms  ${pdf.length} bytes  fonts: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}${names.length ? ` (${names.join(', ')})` : ''}`,
    );
  }
} finally {
  await renderer.close();
  await rm(dir, { recursive: true, force: true });
}
