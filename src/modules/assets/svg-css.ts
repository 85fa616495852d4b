/**
 * Whether CSS in an SVG attribute (a `style` attribute, or a presentation attribute such as
 * `fill`) may stay: read by a CSS parser (css-tree), so escapes (`u\72l(`), letter case and
 * whitespace cannot hide a reference the way they hide from a pattern. What may stay is only
 * what parses cleanly into known safe parts: functions from an allow-list, url() pointing into
 * the file itself (#id) or at an inline raster image, and no at-rule. Anything else (image-set(),
 * @import, an unparsable rest, a custom property the parser keeps raw) removes the attribute.
 */
import * as csstree from 'css-tree';
import { imageSize } from 'image-size';

/** Colours, maths, transforms, gradients, filters and shapes: functions that cannot load anything. */
const SAFE_FUNCTIONS = new Set(
  [
    'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark',
    'calc min max clamp round mod rem abs sign sin cos tan asin acos atan atan2 pow sqrt hypot log exp var',
    'matrix matrix3d translate translatex translatey translatez translate3d scale scalex scaley scalez scale3d',
    'rotate rotatex rotatey rotatez rotate3d skew skewx skewy perspective',
    'linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeating-conic-gradient',
    'blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia',
    'cubic-bezier steps inset circle ellipse polygon rect xywh',
  ]
    .join(' ')
    .split(' '),
);

const LOCAL_REF = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;
const DATA_IMAGE = /^\s*data:image\/[a-z]+;base64,([A-Za-z0-9+/=\s]*)$/i;

/**
 * A reference inside the file itself (#id), or an inline PNG, JPEG, GIF or WebP (base64) of at
 * most `maxPixels`: an image inside an SVG is decoded by Chromium like one uploaded alone.
 * Anything else is external, or not what it says.
 */
export function isLocalRef(value: string, maxPixels: number): boolean {
  if (!LOCAL_REF.test(value)) return false;
  if (/^\s*#/.test(value)) return true;
  const data = DATA_IMAGE.exec(value);
  if (!data) return false;
  try {
    const { width, height } = imageSize(Buffer.from(data[1]!, 'base64'));
    return width !== undefined && height !== undefined && width * height <= maxPixels;
  } catch {
    return false;
  }
}

/** Characters without which a value holds no function, url or at-rule: such values need no parse. */
const NEEDS_PARSE = /[(\\@]/;

export function safeCss(value: string, context: 'declarationList' | 'value', maxPixels: number): boolean {
  if (!NEEDS_PARSE.test(value)) return true;
  let clean = true;
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(value, {
      context,
      parseValue: true,
      parseCustomProperty: false,
      onParseError: () => {
        clean = false;
      },
    });
  } catch {
    return false;
  }
  if (!clean) return false;
  csstree.walk(ast, (node) => {
    if (!clean) return;
    switch (node.type) {
      case 'Raw':
      case 'Atrule':
        clean = false;
        break;
      case 'Url':
        if (!isLocalRef(node.value, maxPixels)) clean = false;
        break;
      case 'Function':
        if (!SAFE_FUNCTIONS.has(csstree.ident.decode(node.name).toLowerCase())) clean = false;
        break;
    }
  });
  return clean;
}

/**
 * A `<style>` element's CSS, cleaned through the same parser and the same allow-list: at-rules
 * go (`@import` and `@font-face` load files; `@media` and the rest are dropped whole rather
 * than cleaned inside), so do declarations whose value is not safe (safeCss: an escaped or split
 * `url(`, `image-set(`, an unparsable rest) and rules with a selector the parser could not read.
 * What is left is written back by the parser, never passed through as it came; an empty string
 * when nothing is.
 */
export function cleanStylesheet(css: string, maxPixels: number): string {
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { context: 'stylesheet', parseValue: true, parseCustomProperty: false, parseRulePrelude: true });
  } catch {
    return '';
  }
  const unsafe = (node: csstree.CssNode): boolean => {
    let bad = false;
    csstree.walk(node, (inner) => {
      if (bad) return;
      if (inner.type === 'Raw' || inner.type === 'Atrule') bad = true;
      else if (inner.type === 'Url' && !isLocalRef(inner.value, maxPixels)) bad = true;
      else if (inner.type === 'Function' && !SAFE_FUNCTIONS.has(csstree.ident.decode(inner.name).toLowerCase())) bad = true;
    });
    return bad;
  };
  if (ast.type !== 'StyleSheet') return '';
  ast.children.forEach((node, item, list) => {
    if (node.type !== 'Rule' || unsafe(node.prelude)) {
      list.remove(item);
      return;
    }
    node.block.children.forEach((declaration, inner, declarations) => {
      if (declaration.type !== 'Declaration' || unsafe(declaration.value)) declarations.remove(inner);
    });
    if (node.block.children.isEmpty) list.remove(item);
  });
  return csstree.generate(ast);
}
