export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">This page is not built yet.</p>
    </div>
  );
}
