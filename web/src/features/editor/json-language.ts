import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { baseExtensions } from './base-extensions';

/** JSON with its parse error marked where it is, as the person types. */
export function jsonExtensions(): Extension[] {
  return [...baseExtensions(), json(), linter(jsonParseLinter(), { delay: 200 })];
}
