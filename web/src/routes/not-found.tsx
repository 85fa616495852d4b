import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md p-10 text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-600">There is nothing at this address.</p>
      <Link href="/documents" className="mt-4 inline-block text-indigo-700 underline">Go to your documents</Link>
    </div>
  );
}
