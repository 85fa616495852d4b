/**
 * `{{barcode type value height= scale= text= padding=}}`: a barcode as inline SVG, so it stays
 * vector in the PDF and prints sharp at any size. Linear codes are drawn by bwip-js (Barcode
 * Writer in Pure PostScript, the reference encoders); QR codes by `qrcode`, which is about ten
 * times faster than bwip-js's QR encoder; DataMatrix by ZXing's encoder (@zxing/library), about
 * fifteen times faster than bwip-js's (0.06 ms against 0.8 to 1.5 ms for a tracking number: it
 * was most of what a shipping label's codes cost). Both 2D codes are drawn here as one path.
 *
 * The libraries are loaded at the first barcode (require, since helpers are synchronous): ~60 ms
 * that a thread without barcodes never pays. A template worker loads them when it needs them; the
 * main thread after its first barcode template went to a worker, at an idle moment, and from
 * then on expands small codes inline (barcode-helpers.ts charges each its estimated work).
 */
import { createRequire } from 'node:module';
import type BwipJs from 'bwip-js';
import type * as QrCode from 'qrcode';
import type * as DataMatrixEncoder from '@zxing/library/esm/core/datamatrix/encoder/index.js';
import { BARCODE_TYPES, SYMBOLOGIES, type BarcodeType } from './barcode-symbols.js';
import { HelperFault } from './helper-fault.js';

const load = createRequire(import.meta.url);
let bwip: typeof BwipJs | undefined;
let qr: typeof QrCode | undefined;
let dm: typeof DataMatrixEncoder | undefined;
const bwipjs = () => (bwip ??= load('bwip-js') as typeof BwipJs);
const qrcode = () => (qr ??= load('qrcode') as typeof QrCode);
// The encoder alone: the package's index loads every reader and writer (~0.8 s).
const dataMatrix = () => (dm ??= load('@zxing/library/cjs/core/datamatrix/encoder/index.js') as typeof DataMatrixEncoder);

/** True once this thread has loaded (and warmed) the encoders: until then a call's cost is unknown. */
export const codesLoaded = (): boolean => warm;
let warm = false;

/** Loads the encoders and runs each once, so the first real call is not the one that compiles them. */
export function loadCodes(): void {
  if (warm) return;
  bwipjs().raw('code128', 'Quire-1', {});
  dataMatrixModules('Quire-1');
  qrcode().create('Quire-1', { errorCorrectionLevel: 'M' });
  warm = true;
}

/** A CSS pixel in millimetres: `scale` is the width of one module in CSS pixels. */
const PX_MM = 25.4 / 96;

/** Coordinates to a thousandth of a module: `64.99212598425197` on every bar is only text to parse. */
const r3 = (n: number): number => Math.round(n * 1000) / 1000;

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
const UNIT_REASON = { millimetres: 'option_mm', 'CSS pixels per module': 'option_scale', modules: 'option_modules' } as const;

export function numberOption(
  hash: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  unit: keyof typeof UNIT_REASON,
  fallback?: number,
): number | undefined {
  const raw = hash[name];
  if (raw === undefined || raw === null) return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new HelperFault({ key: UNIT_REASON[unit], params: { name, value: JSON.stringify(raw), min, max } });
  }
  return n;
}

function booleanOption(hash: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const raw = hash[name];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new HelperFault({ key: 'option_boolean', params: { name, value: JSON.stringify(raw) } });
}

/** The value as text: strings as they are, whole numbers in decimal (a JSON number cannot keep leading zeros). */
function valueText(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (value === undefined || value === null || value === '') throw new HelperFault({ key: 'value_missing' });
  throw new HelperFault({ key: 'value_bad', params: { value: JSON.stringify(value) ?? String(value) } });
}

export function barcode(type: unknown, value: unknown, hash: Record<string, unknown>): Markup {
  if (typeof type !== 'string' || !BARCODE_TYPES.includes(type as BarcodeType)) {
    const given = type === undefined || type === null ? 'missing' : JSON.stringify(type);
    throw new HelperFault({ key: 'type_bad', params: { value: given, types: BARCODE_TYPES.map((t) => `"${t}"`).join(', ') } });
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
  if (kind === 'datamatrix') return new Markup(matrixSvg(dataMatrixModules(text), text, label, options, kind));
  return new Markup(linearSvg(kind, text, label, options));
}

/** bwip-js's own messages, without the encoder's internal name: "bwipp.ean13badCheckDigit#6915: ...". */
function libraryFault(kind: string, err: unknown): HelperFault {
  const message = String((err as Error)?.message ?? err).replace(/^bwip(p|-js)[.:][\w#]*:?\s*/, '');
  return new HelperFault(`argument 2, the value, cannot be drawn as ${kind}: ${message.replace(/\.$/, '')}`);
}

/** What bwip-js's encoder gives for a linear code: bar/space widths, bar heights and bottoms (inches), text items. */
interface LinearRaw {
  sbs: number[];
  bhs: number[];
  bbs: number[];
  txt?: [string, number, number | null, string, number][];
}

/**
 * A linear code drawn here from bwip-js's encoding (`raw`): bwip-js's own SVG renderer costs
 * ~1.5 ms a code (it lays out its OCR-B glyphs as paths), the encoding ~0.1 ms. Units are
 * modules; the human-readable line is SVG text in a monospace font (text in the PDF, too).
 */
function linearSvg(kind: BarcodeType, text: string, label: string, o: BarcodeOptions): string {
  let raw: LinearRaw;
  try {
    raw = (bwipjs().raw(kind, text, { includetext: o.text }) as unknown as LinearRaw[])[0]!;
  } catch (err) {
    throw libraryFault(kind, err);
  }
  const p = o.padding;
  const bearer = kind === 'itf14' ? 3 : 0;
  const barsWidth = raw.sbs.reduce((sum, w) => sum + w, 0);
  // The bars' height in modules, from `height` in mm at `scale` CSS pixels per module.
  const barHeight = (o.height ?? 15) / (o.scale * PX_MM);
  const normal = Math.min(...raw.bhs.filter((h) => h > 0));
  const top = 2 + bearer;
  const base = top + barHeight;
  let bars = '';
  let low = base;
  for (let i = 0, x = p + bearer; i < raw.sbs.length; i++) {
    const w = raw.sbs[i]!;
    if (i % 2 === 0 && w > 0) {
      const b = i / 2;
      // EAN and UPC guard bars reach below the others (a negative bottom, in inches at 72 points).
      const bottom = base - (raw.bbs[b] ?? 0) * 72;
      const barTop = base - ((raw.bbs[b] ?? 0) + (raw.bhs[b] ?? normal)) * (barHeight / normal);
      bars += `M${x} ${r3(barTop)}h${w}v${r3(bottom - barTop)}h-${w}z`;
      low = Math.max(low, bottom);
    }
    x += w;
  }
  // EAN-13's first digit and UPC-A's last stand in the quiet zone: wide enough for them too.
  const lastDigit = o.text && raw.txt && raw.txt.length > 1 ? Math.max(...raw.txt.map(([, x]) => x ?? 0)) + 8 : 0;
  const width = Math.max(barsWidth + 2 * (p + bearer), lastDigit + p + bearer);
  let bottom = low + bearer;
  let caption = '';
  if (o.text && raw.txt?.length) {
    const size = raw.txt[0]![4] * 0.92;
    const y = bottom + 1 + size * 0.75;
    const items = raw.txt.length === 1 ? [[text, null] as const] : raw.txt.map(([t, x]) => [t, x] as const);
    for (const [t, x] of items) {
      const at = x === null ? `x="${width / 2}" text-anchor="middle"` : `x="${x + p + bearer}"`;
      caption += `<text ${at} y="${r3(y)}">${escapeAttr(t)}</text>`;
    }
    // One font for the line: an EAN-13 has 13 text elements.
    caption = `<g font-family="'OCR-B', 'DejaVu Sans Mono', monospace" font-size="${r3(size)}">${caption}</g>`;
    bottom = y + size * 0.25;
  }
  const height = bottom + 2;
  const frame = bearer
    ? `<path d="M${bearer / 2} ${bearer / 2 + 2}H${width - bearer / 2}V${low + bearer / 2}H${bearer / 2}z" fill="none" stroke="#000" stroke-width="${bearer}"/>`
    : '';
  return (
    `<svg class="quire-barcode quire-barcode-${kind}" role="img" aria-label="${escapeAttr(label)}" width="${r3(width * o.scale)}" height="${r3(height * o.scale)}" style="${FIT}" viewBox="0 0 ${width} ${r3(height)}" xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${r3(height)}" fill="#fff"/><path d="${bars}" fill="#000"/>${frame}${caption}</svg>`
  );
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

/** SymbolShapeHint.FORCE_SQUARE (a const enum in the typings): square symbols only, as bwip-js drew them. */
const SQUARE = 1;

/**
 * A DataMatrix (ECC 200) of `text`'s UTF-8 bytes, without ECI, as bwip-js encoded it and as
 * scanners read it back. ZXing's encoder takes one character per byte (it drops the high byte
 * of anything past U+00FF), hence the bytes as Latin-1. Its writer is not used: it refuses a
 * value of spaces only and builds two matrices; the finder and timing patterns are laid here,
 * as its encodeLowLevel does.
 */
function dataMatrixModules(text: string): Modules {
  const { HighLevelEncoder, SymbolInfo, DefaultPlacement } = dataMatrix();
  let placement: InstanceType<typeof DefaultPlacement>;
  let symbol: InstanceType<typeof SymbolInfo>;
  try {
    const encoded = HighLevelEncoder.encodeHighLevel(Buffer.from(text, 'utf8').toString('latin1'), SQUARE);
    symbol = SymbolInfo.lookup(encoded.length, SQUARE, undefined, undefined, true);
    placement = new DefaultPlacement(withErrorCorrection(encoded, symbol), symbol.getSymbolDataWidth(), symbol.getSymbolDataHeight());
    placement.place();
  } catch (err) {
    throw libraryFault('datamatrix', err);
  }
  const width = symbol.getSymbolWidth();
  const height = symbol.getSymbolHeight();
  const { matrixWidth, matrixHeight } = symbol;
  const bits = new Uint8Array(width * height);
  // Each data region: a solid L (left column, bottom row) and alternating modules on its top and right.
  let row = 0;
  for (let y = 0; y < symbol.getSymbolDataHeight(); y++) {
    if (y % matrixHeight === 0) {
      for (let x = 0; x < width; x += 2) bits[row * width + x] = 1;
      row++;
    }
    let col = 0;
    for (let x = 0; x < symbol.getSymbolDataWidth(); x++) {
      if (x % matrixWidth === 0) bits[row * width + col++] = 1;
      bits[row * width + col++] = placement.getBit(x, y) ? 1 : 0;
      if (x % matrixWidth === matrixWidth - 1) bits[row * width + col++] = y % 2 === 0 ? 1 : 0;
    }
    row++;
    if (y % matrixHeight === matrixHeight - 1) {
      bits.fill(1, row * width, (row + 1) * width);
      row++;
    }
  }
  return { size: width, rows: height, on: (r, c) => bits[r * width + c] === 1 };
}

/**
 * The data codewords and their Reed-Solomon codewords. ZXing's encodeECC200 (0.23) is right for
 * symbols of one block but loses the error codewords of interleaved ones (52x52 and larger: its
 * port writes them past the end of a string), and no reader accepts those symbols. Here each
 * block (every n-th data codeword) gets its codewords from encodeECC200 as a one-block symbol
 * of its own size, and they are interleaved the same way (ISO/IEC 16022, 5.8.2).
 */
function withErrorCorrection(encoded: string, symbol: InstanceType<typeof DataMatrixEncoder.SymbolInfo>): string {
  const { ErrorCorrection, SymbolInfo } = dataMatrix();
  const blocks = symbol.getInterleavedBlockCount();
  if (blocks === 1) return ErrorCorrection.encodeECC200(encoded, symbol);
  const capacity = symbol.getDataCapacity();
  const out: string[] = [...encoded];
  for (let block = 0; block < blocks; block++) {
    let data = '';
    for (let d = block; d < capacity; d += blocks) data += encoded[d];
    const errors = symbol.getErrorLengthForInterleavedBlock(block + 1);
    const alone = new SymbolInfo(false, data.length, errors, 0, 0, 1);
    const ecc = ErrorCorrection.encodeECC200(data, alone).slice(data.length);
    for (let e = 0; e < errors; e++) out[capacity + block + e * blocks] = ecc[e]!;
  }
  return out.join('');
}

/**
 * A 2D code's dark modules as rectangles: each row's runs, a run continued down while the rows
 * below have the same one (a finder's solid edge, a column of modules): fewer subpaths for
 * Chromium to parse and print (61 instead of 70 for a shipping label's DataMatrix).
 */
function moduleRects(m: Modules, p: number): string {
  let d = '';
  // Runs still growing downwards, by `start,length`: the row they began on.
  let open = new Map<string, number>();
  const close = (key: string, top: number, bottom: number) => {
    const [c, run] = key.split(',').map(Number) as [number, number];
    d += `M${c + p} ${top + p}h${run}v${bottom - top}h-${run}z`;
  };
  for (let r = 0; r < m.rows; r++) {
    const next = new Map<string, number>();
    for (let c = 0; c < m.size; c++) {
      if (!m.on(r, c)) continue;
      let run = 1;
      while (c + run < m.size && m.on(r, c + run)) run++;
      const key = `${c},${run}`;
      next.set(key, open.get(key) ?? r);
      c += run - 1;
    }
    for (const [key, top] of open) if (!next.has(key)) close(key, top, r);
    open = next;
  }
  for (const [key, top] of open) close(key, top, m.rows);
  return d;
}

/** A 2D code as one path of module rectangles on a white quiet zone, and its text under it when asked. */
function matrixSvg(m: Modules, text: string, label: string, o: BarcodeOptions, kind: string): string {
  const p = o.padding;
  const d = moduleRects(m, p);
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
