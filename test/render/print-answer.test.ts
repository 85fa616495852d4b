import { describe, expect, it } from 'vitest';
import { PdfAnswer } from '../../src/render/print.js';

/** Page.printToPDF's answer as Chromium writes it on the pipe (compact JSON, `data` first). */
const answerOf = (pdf: Buffer) => Buffer.from(`{"id":1500000001,"result":{"data":"${pdf.toString('base64')}"},"sessionId":"ABC"}`);

function feed(answer: PdfAnswer, wire: Buffer, cut: number): Buffer {
  for (let at = 0; at < wire.length; at += cut) answer.write(wire.subarray(at, at + cut));
  return answer.end();
}

describe('PdfAnswer', () => {
  const pdf = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 256));

  it('decodes the PDF whatever the reads cut: inside the marker, inside a group of four, one byte at a time', () => {
    for (const cut of [1, 3, 17, 30, 4096, 1 << 20]) expect(feed(new PdfAnswer(1 << 20), answerOf(pdf), cut).equals(pdf)).toBe(true);
  });

  it('refuses a PDF over the limit while it arrives', () => {
    const answer = new PdfAnswer(5_000);
    const wire = answerOf(pdf);
    let refusedAt = -1;
    for (let at = 0; at < wire.length && refusedAt < 0; at += 1000) {
      try {
        answer.write(wire.subarray(at, at + 1000));
      } catch (error) {
        expect((error as { code?: string }).code).toBe('RENDER_LIMIT_EXCEEDED');
        refusedAt = at;
      }
    }
    // 5,000 bytes of PDF are ~6,700 of base64: refused there, not at the end (~13,400).
    expect(refusedAt).toBeGreaterThanOrEqual(6_000);
    expect(refusedAt).toBeLessThan(8_000);
  });

  it('a PDF of exactly the limit passes', () => {
    expect(feed(new PdfAnswer(pdf.length), answerOf(pdf), 999).length).toBe(pdf.length);
  });

  it('an error answer is the protocol error, even one whose message mentions data', () => {
    const wire = Buffer.from('{"id":1500000002,"error":{"code":-32000,"message":"Printing failed","data":"x"},"sessionId":"ABC"}');
    expect(() => feed(new PdfAnswer(1 << 20), wire, 7)).toThrow('Protocol error (Page.printToPDF): Printing failed');
  });
});
