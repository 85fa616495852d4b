import { EditorState, StateField, type ChangeDesc, type Extension } from '@codemirror/state';

interface AutoClosed {
  from: number;
  to: number;
  name: string;
}

const closeTag = (name: string) => `</${name}>`;

/** The closing tags auto-close inserted, followed through later edits; dropped once changed. */
function mapped(list: readonly AutoClosed[], changes: ChangeDesc, doc: EditorState['doc']): AutoClosed[] {
  return list
    .map((r) => ({ ...r, from: changes.mapPos(r.from, 1), to: changes.mapPos(r.to, -1) }))
    .filter((r) => r.to <= doc.length && doc.sliceString(r.from, r.to) === closeTag(r.name));
}

const autoClosed = StateField.define<AutoClosed[]>({
  create: () => [],
  update(list, tr) {
    if (!tr.docChanged) return list;
    const next = mapped(list, tr.changes, tr.newDoc);
    if (tr.isUserEvent('input.complete')) {
      tr.changes.iterChanges((_fa, _ta, from, to, inserted) => {
        const name = /^<\/([\w:.-]+)>$/.exec(inserted.toString())?.[1];
        if (name) next.push({ from, to, name });
      });
    }
    return next;
  },
});

/**
 * Typing `<p>` inserts `</p>` after the cursor (lang-html's autoCloseTags). A person who then
 * types their own `</p>` types over that one, as closeBrackets does for `)`, instead of ending
 * with `</p></p>`. Closing tags the person typed themselves are never touched.
 */
export function typeOverClosingTags(): Extension {
  return [
    autoClosed,
    EditorState.transactionFilter.of((tr) => {
      if (!tr.docChanged || !tr.isUserEvent('input.type')) return tr;
      const head = tr.newSelection.main.head;
      const r = mapped(tr.startState.field(autoClosed), tr.changes, tr.newDoc).find((x) => x.from === head);
      if (!r || tr.newDoc.sliceString(head - closeTag(r.name).length, head) !== closeTag(r.name)) return tr;
      return [tr, { changes: { from: r.from, to: r.to }, sequential: true }];
    }),
  ];
}
