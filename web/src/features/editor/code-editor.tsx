import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useScheme } from '../../ui/theme';
import { editorTheme as themeOf } from './editor-theme';
import { useWrapLines } from './editor-prefs';

interface Props {
  value: string;
  onChange(value: string): void;
  /** Language, completion, lint: fixed for the editor's life. */
  extensions: Extension[];
  /** The text area's accessible name. */
  label: string;
  /** Gets the view, to set diagnostics from outside (the preview's template error). */
  onView?(view: EditorView | null): void;
}

/**
 * A CodeMirror 6 editor as a controlled-ish React component: typing reports through onChange;
 * a new `value` from outside (a reload, "load their version") replaces the text.
 */
export function CodeEditor({ value, onChange, extensions, label, onView }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const scheme = useScheme();
  const theme = useRef(new Compartment());
  const wrap = useWrapLines();
  const wrapping = useRef(new Compartment());

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          ...extensions,
          theme.current.of(themeOf(scheme)),
          wrapping.current.of(wrap ? EditorView.lineWrapping : []),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    onView?.(v);
    return () => {
      onView?.(null);
      v.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) {
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(themeOf(scheme)) });
  }, [scheme]);

  useEffect(() => {
    view.current?.dispatch({ effects: wrapping.current.reconfigure(wrap ? EditorView.lineWrapping : []) });
  }, [wrap]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" />;
}
