// Placeholder: the editor lands in the next commit.
export default function EditorPage({ id }: { id: number }) {
  return <div className="p-6">Document {id}</div>;
}
