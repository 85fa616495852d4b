import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';

/** Ready-to-copy calls of POST /v1/generate for this document, and the MCP tool call. */
export function snippets(uuid: string, variables: Record<string, unknown>, origin: string) {
  const body = JSON.stringify({ documentId: uuid, variables }, null, 2);
  const vars = JSON.stringify(variables, null, 2);
  const py = vars
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');
  return [
    {
      title: 'curl',
      text: `curl -X POST ${origin}/v1/generate \\\n  -H "x-api-token: $QUIRE_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '${body.replace(/'/g, "'\\''")}'`,
    },
    {
      title: 'JavaScript',
      text: `const res = await fetch('${origin}/v1/generate', {\n  method: 'POST',\n  headers: { 'x-api-token': process.env.QUIRE_TOKEN, 'Content-Type': 'application/json' },\n  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),\n});\nconst { url } = await res.json();`,
    },
    {
      title: 'Python',
      text: `import os, requests\n\nres = requests.post(\n    "${origin}/v1/generate",\n    headers={"x-api-token": os.environ["QUIRE_TOKEN"]},\n    json={"documentId": "${uuid}", "variables": ${py.replace(/\n/g, '\n    ')}},\n)\nurl = res.json()["url"]`,
    },
    { title: 'MCP (generate_pdf)', text: JSON.stringify({ name: 'generate_pdf', arguments: { documentId: uuid, variables } }, null, 2) },
  ];
}

/** The snippets in the shared dialog: nothing to submit, so Done closes it. */
export function UseFromCode({ uuid, variables, open, onClose }: { uuid: string; variables: Record<string, unknown>; open: boolean; onClose(): void }) {
  return (
    <Dialog title="Use from code" open={open} onClose={onClose} onSubmit={onClose} submitLabel="Done" done wide>
      <p className="text-sm text-slate-600">
        Each call generates one PDF (one credit) from the saved document with these variables. Create a token under API keys; the document's id is{' '}
        <code className="rounded bg-slate-100 px-1">{uuid}</code>.
      </p>
      {snippets(uuid, variables, window.location.origin).map((s) => (
        <section key={s.title} aria-label={s.title}>
          <div className="mb-1 flex items-center justify-between">
            <h3 className="text-sm font-medium">{s.title}</h3>
            <CopyButton text={s.text} label={`Copy ${s.title}`} />
          </div>
          <pre className="max-h-56 overflow-auto rounded-md border border-slate-200 bg-slate-100 p-3 text-xs text-slate-800">
            <code>{s.text}</code>
          </pre>
        </section>
      ))}
    </Dialog>
  );
}
