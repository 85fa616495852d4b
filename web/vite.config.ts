import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into web/dist, which Quire serves at /. Hashed files go under /static/ (immutable cache);
// /assets stays free for the dashboard's own Assets page.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500, // the editor's lazy chunk holds CodeMirror; pdf.js's worker is its own file
    reportCompressedSize: true,
  },
  server: {
    // `npm run dev -w web` beside `quire serve` on :3000: the API through the dev server.
    proxy: Object.fromEntries(['/v1', '/client', '/docs'].map((p) => [p, 'http://127.0.0.1:3000'])),
  },
});
