/**
 * `{{barcode type value height= scale= text= padding=}}`: a barcode as inline SVG, so it stays
 * vector in the PDF and prints sharp at any size. Linear codes are drawn by bwip-js (Barcode
 * Writer in Pure PostScript, the reference encoders); QR codes by `qrcode`, which is about ten
 * times faster than bwip-js's QR encoder; DataMatrix's modules come from bwip-js and are drawn
 * here, like QR's, as one path.
 *
 * The libraries are loaded at the first barcode (require, since helpers are synchronous): ~60 ms
 * that a worker without barcodes never pays. Templates that call these helpers never expand on
 * the main thread (template-bound.ts): one code costs about a millisecond, a large one tens.
 */
import { createRequire } from 'node:module';
import type BwipJs from 'bwip-js';
import type * as QrCode from 'qrcode';
import { BARCODE_TYPES, SYMBOLOGIES, type BarcodeType } from './barcode-symbols.js';
import { HelperFault } from './helper-fault.js';

const load = createRequire(import.meta.url);
let bwip: typeof BwipJs | undefined;
let qr: typeof QrCode | undefined;
const bwipjs = () => (bwip ??= load('bwip-js') as typeof BwipJs);
export const qrcode = () => (qr ??= load('qrcode') as typeof QrCode);

/** A CSS pixel in millimetres: `scale` is the width of one module in CSS pixels. */
const PX_MM = 25.4 / 96;
/** bwip-js draws in points times its scale; it draws at this scale, and the SVG is resized. */
const BWIP_SCALE = 2;

/** Never wider than its container: a code too wide for a label shrinks (it stays vector) instead of being cut. */
const FIT = 'max-width:100%;height:auto';

export interface BarcodeOptions {
  height?: number;
  scale: number;
  text: boolean;
  padding: number;
}

/** What Handlebars' escaping leaves alone: the SVG is the helper's output, not text. */
export class Markup {
  constructor(private readonly html: string) {}
  toHTML(): string {
    return this.html;
  }
  toString(): string {
    return this.html;
  }
}

export const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A hash argument that must be a number within [min, max], or its default. */
export function numberOption(hash: Record<string, unknown>, name: string, min: number, max: number, unit: string, fallback?: number): number | undefined {
  const raw = hash[name];
  if (raw === undefined || raw === null) return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new HelperFault(`${name}= is ${JSON.stringify(raw)}: use a number of ${unit} from ${min} to ${max}`);
  }
  return n;
}

function booleanOption(hash: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const raw = hash[name];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new HelperFault(`${name}= is ${JSON.stringify(raw)}: use true or false`);
}

/** The value as text: strings as they are, whole numbers in decimal (a JSON number cannot keep leading zeros). */
function valueText(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (value === undefined || value === null || value === '') throw new HelperFault('argument 2, the value, is missing');
  throw new HelperFault(`argument 2, the value, is ${JSON.stringify(value) ?? String(value)}: give the text or digits to encode`);
}

export function barcode(type: unknown, value: unknown, hash: Record<string, unknown>): Markup {
  if (typeof type !== 'string' || !BARCODE_TYPES.includes(type as BarcodeType)) {
    const given = type === undefined || type === null ? 'missing' : JSON.stringify(type);
    throw new HelperFault(`argument 1, the type, is ${given}: use one of ${BARCODE_TYPES.map((t) => `"${t}"`).join(', ')}`);
  }
  const kind = type as BarcodeType;
  const symbology = SYMBOLOGIES[kind];
  const text = valueText(value);
  symbology.check(text);
  const options: BarcodeOptions = {
    height: numberOption(hash, 'height', 2, 200, 'millimetres'),
    scale: numberOption(hash, 'scale', 0.5, 10, 'CSS pixels per module', 2)!,
    text: booleanOption(hash, 'text', symbology.linear),
    padding: numberOption(hash, 'padding', 0, 40, 'modules', symbology.linear ? 10 : kind === 'qrcode' ? 4 : 2)!,
  };
  const label = `${symbology.label}: ${text}`;
  if (kind === 'qrcode') return new Markup(matrixSvg(qrModules(text, 'M'), text, label, options, kind));
  if (kind === 'datamatrix') return new Markup(matrixSvg(bwipModules(kind, text), text, label, options, kind));
  return new Markup(linearSvg(kind, text, label, options));
}

/** bwip-js's own messages, without the encoder's internal name: "bwipp.ean13badCheckDigit#6915: ...". */
function libraryFault(kind: string, err: unknown): HelperFault {
  const message = String((err as Error)?.message ?? err).replace(/^bwip(p|-js)[.:][\w#]*:?\s*/, '');
  return new HelperFault(`argument 2, the value, cannot be drawn as ${kind}: ${message.replace(/\.$/, '')}`);
}

function linearSvg(kind: BarcodeType, text: string, label: string, o: BarcodeOptions): string {
  // bwip-js takes the bar height in mm at 72 points per inch; the SVG is then resized to
  // `scale` CSS pixels per module, so the height it should draw is scaled back.
  const height = ((o.height ?? 15) * 4) / (3 * o.scale);
  let svg: string;
  try {
    svg = bwipjs().toSVG({
      bcid: kind,
      text,
      scale: BWIP_SCALE,
      height,
      includetext: o.text,
      textxalign: 'center',
      paddingwidth: o.padding,
      paddingheight: Math.min(o.padding, 2),
      backgroundcolor: 'FFFFFF',
    });
  } catch (err) {
    throw libraryFault(kind, err);
  }
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw libraryFault(kind, new Error('no drawing'));
  const [w, h] = [Number(box[1]), Number(box[2])].map((n) => (n / BWIP_SCALE) * o.scale);
  return svg
    .replace(
      '<svg ',
      `<svg class="quire-barcode quire-barcode-${kind}" role="img" aria-label="${escapeAttr(label)}" width="${w}" height="${h}" style="${FIT}" `,
    )
    .trim();
}

interface Modules {
  size: number;
  rows: number;
  on(row: number, col: number): boolean;
}

export function qrModules(text: string, level: 'M' | 'L' | 'Q' | 'H'): Modules {
  let code: QrCode.QRCode;
  try {
    // One byte segment: UTF-8, as EPC069-12 and most readers expect, never a mix of modes.
    code = qrcode().create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: level });
  } catch (err) {
    throw new HelperFault(`argument 2, the value, cannot be drawn as a QR code: ${String((err as Error)?.message ?? err)}`);
  }
  const m = code.modules;
  return { size: m.size, rows: m.size, on: (r, c) => m.get(r, c) === 1 };
}

function bwipModules(kind: BarcodeType, text: string): Modules {
  let raw: { pixs: number[]; pixx: number; pixy: number }[];
  try {
    raw = bwipjs().raw(kind, text, {}) as unknown as typeof raw;
  } catch (err) {
    throw libraryFault(kind, err);
  }
  const { pixs, pixx, pixy } = raw[0]!;
  return { size: pixx, rows: pixy, on: (r, c) => pixs[r * pixx + c] === 1 };
}

/** A 2D code as one path of module runs on a white quiet zone, and its text under it when asked. */
function matrixSvg(m: Modules, text: string, label: string, o: BarcodeOptions, kind: string): string {
  const p = o.padding;
  let d = '';
  for (let r = 0; r < m.rows; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.on(r, c)) continue;
      let run = 1;
      while (c + run < m.size && m.on(r, c + run)) run++;
      d += `M${c + p} ${r + p}h${run}v1h-${run}z`;
      c += run - 1;
    }
  }
  const width = m.size + 2 * p;
  const caption = o.text ? 5 : 0;
  const height = m.rows + 2 * p + caption;
  // Without height=, `scale` CSS pixels per module; with it, that height in mm (and the width it implies).
  const unit = o.height ? o.height / (m.rows + 2 * p) / PX_MM : o.scale;
  const fit = text.length * 1.8 > width ? ` textLength="${width - 1}" lengthAdjust="spacingAndGlyphs"` : '';
  const captionSvg = o.text
    ? `<text x="${width / 2}" y="${m.rows + 2 * p + 3.2}" text-anchor="middle" font-family="monospace" font-size="3"${fit}>${escapeAttr(text)}</text>`
    : '';
  return (
    `<svg class="quire-barcode quire-barcode-${kind}" role="img" aria-label="${escapeAttr(label)}" width="${width * unit}" height="${height * unit}" style="${FIT}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="#fff"/><path d="${d}" fill="#000"/>${captionSvg}</svg>`
  );
}

/** A QR code of `payload` as SVG (for epcQr): error correction `level`, 4 modules of quiet zone. */
export function qrSvg(payload: string, label: string, o: Partial<BarcodeOptions>, level: 'M' | 'L' | 'Q' | 'H', kind: string): Markup {
  return new Markup(matrixSvg(qrModules(payload, level), payload, label, { scale: 2, text: false, padding: 4, ...o }, kind));
}
