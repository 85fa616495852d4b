import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';
import type { Scheme } from '../../ui/theme';

/** The editor's surfaces come from the dashboard's palette (styles.css), so they turn with it. */
const chrome = (dark: boolean) =>
  EditorView.theme(
    {
      '&': { backgroundColor: 'var(--color-white)', color: 'var(--color-slate-900)' },
      '.cm-gutters': { backgroundColor: 'var(--color-slate-50)', color: 'var(--color-slate-600)', borderRight: '1px solid var(--color-slate-200)' },
      '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-slate-900)' },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--color-indigo-100)' },
      '.cm-tooltip': { backgroundColor: 'var(--color-white)', color: 'var(--color-slate-900)', border: '1px solid var(--color-slate-200)' },
      '.cm-panels': { backgroundColor: 'var(--color-slate-50)', color: 'var(--color-slate-900)' },
    },
    { dark },
  );

/** CodeMirror's default colours, with its green tag names darkened to reach 4.5:1 on white. */
const light = HighlightStyle.define(defaultHighlightStyle.specs.map((s) => (s.color === '#085' ? { ...s, color: '#05613f' } : s)));

/** Syntax colours of AA contrast (4.5:1) on the editor's background in each scheme. */
export const editorTheme = (scheme: Scheme): Extension =>
  scheme === 'dark' ? [chrome(true), syntaxHighlighting(oneDarkHighlightStyle)] : [chrome(false), syntaxHighlighting(light)];
