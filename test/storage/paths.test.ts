import { describe, expect, it } from 'vitest';
import { LocalStorage, isSafeStoragePath } from '../../src/storage/index.js';

const PATH = 'client/42/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf';
const storage = new LocalStorage({ root: '/nonexistent/quire-files', publicBaseUrl: 'https://pdf.example.com' });

describe('storage paths', () => {
  it('accepts generated and preview paths, refuses traversal and oddities', () => {
    expect(isSafeStoragePath(PATH)).toBe(true);
    expect(isSafeStoragePath('client/42/previews/x.png')).toBe(true);
    for (const bad of ['', '/client/1.pdf', 'client//1.pdf', 'client/../1.pdf', './1.pdf', 'client/1.pdf/', 'a\\b', 'a\u0000b', 'x'.repeat(1025)]) {
      expect(isSafeStoragePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('percent-encodes segments in URLs and decodes them back', () => {
    const odd = 'client/1/generated/a b#c?/1.pdf';
    const url = storage.publicUrl(odd);
    expect(url).toBe('https://pdf.example.com/client/1/generated/a%20b%23c%3F/1.pdf');
    expect(storage.pathFromUrl(url)).toBe(odd);
  });
});
