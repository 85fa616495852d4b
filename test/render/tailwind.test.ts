import { describe, expect, test } from 'vitest';
import { tailwindCandidates, tailwindCss } from '../../src/render/tailwind.js';

describe('Tailwind on the server', () => {
  test('candidates come from class attributes only, not from the text', () => {
    const html = `<div class="p-4 bg-red-500"><p class='text-sm  font-bold'>Jane underline flex</p><span class=grid>x</span>
      <i class="w-[calc(100%-2rem)] md:hover:text-[#ff0000] content-[&quot;hi&quot;]"></i></div>`;
    const candidates = tailwindCandidates(html);
    for (const c of ['p-4', 'bg-red-500', 'text-sm', 'font-bold', 'grid', 'w-[calc(100%-2rem)]', 'md:hover:text-[#ff0000]', 'content-["hi"]']) {
      expect(candidates).toContain(c);
    }
    expect(candidates).not.toContain('underline');
    expect(candidates).not.toContain('Jane');
    // same classes, other text: same candidate set, so the CSS cache hits
    expect(tailwindCandidates(html.replace('Jane', 'John Smith'))).toEqual(candidates);
  });

  test("each document's CSS holds its own utilities only (no build history)", async () => {
    const red = await tailwindCss('<div class="bg-red-500"></div>');
    const blue = await tailwindCss('<div class="bg-blue-600"></div>');
    expect(red).toContain('.bg-red-500');
    expect(blue).toContain('.bg-blue-600');
    expect(blue).not.toContain('.bg-red-500');
    expect(red).toContain('tailwindcss v4'); // preflight and theme are included
    expect(await tailwindCss('<div class="bg-red-500">other text</div>')).toBe(red); // cached
  });
});
