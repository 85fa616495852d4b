import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CdpChannel, PageChannel } from '../../src/render/cdp-channel.js';

/**
 * The channel's framing against the pipe as Chromium writes it (NUL-separated JSON, split at
 * any byte by the kernel). Every render in test/render and test/generation goes through it
 * with a real Chromium; these pin down what a real one rarely shows: a message cut across
 * reads, puppeteer's messages handed on unchanged and in order, a detached session.
 */
function setup() {
  const toChromium = new PassThrough();
  const fromChromium = new PassThrough();
  const handedOn: Buffer[] = [];
  fromChromium.on('data', (chunk: Buffer) => handedOn.push(chunk)); // puppeteer's reader
  const channel = CdpChannel.interpose(toChromium, fromChromium);
  const sent: { id: number; method: string; sessionId: string }[] = [];
  toChromium.on('data', (chunk: Buffer) => {
    for (const m of chunk.toString().split('\0').filter(Boolean)) sent.push(JSON.parse(m));
  });
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { channel, fromChromium, handedOn: () => Buffer.concat(handedOn).toString(), sent, flush };
}

describe('CdpChannel', () => {
  it('answers its own commands and hands every other message on unchanged, even when cut across reads', async () => {
    const { channel, fromChromium, handedOn, sent, flush } = setup();
    const answer = channel.send<{ stream: string }>('S1', 'Page.printToPDF', { landscape: false });
    await flush();
    expect(sent).toEqual([{ id: expect.any(Number), method: 'Page.printToPDF', params: { landscape: false }, sessionId: 'S1' }]);
    const ours = `{"id":${sent[0]!.id},"result":{"stream":"h-1"},"sessionId":"S1"}\0`;
    const theirs = '{"id":7,"result":{},"sessionId":"S1"}\0{"method":"Network.loadingFinished","params":{"requestId":"1"},"sessionId":"S1"}\0';
    const wire = Buffer.from(theirs.slice(0, 20) + theirs.slice(20) + ours + '{"id":8,"result":{"v":"ü"}}\0');
    for (let at = 0; at < wire.length; at += 13) fromChromium.write(wire.subarray(at, at + 13));
    await expect(answer).resolves.toEqual({ stream: 'h-1' });
    await flush();
    expect(handedOn()).toBe(`${theirs}{"id":8,"result":{"v":"ü"}}\0`);
  });

  it('resolves a load at the page’s own load event, and keeps the load events from puppeteer', async () => {
    const { channel, fromChromium, handedOn, flush } = setup();
    let loaded = false;
    void channel.nextLoad('S2').then(() => (loaded = true));
    const other = '{"method":"Page.loadEventFired","params":{"timestamp":1},"sessionId":"S9"}\0';
    fromChromium.write(other);
    await flush();
    expect(loaded).toBe(false);
    const own = '{"method":"Page.loadEventFired","params":{"timestamp":2},"sessionId":"S2"}\0';
    fromChromium.write(own);
    await flush();
    expect(loaded).toBe(true);
    const opened = '{"method":"Page.documentOpened","params":{"frame":{"id":"F"}},"sessionId":"S2"}\0';
    const request = '{"method":"Fetch.requestPaused","params":{"requestId":"r1"},"sessionId":"S2"}\0';
    fromChromium.write(`${opened}${request}{"method":"Page.domContentEventFired","params":{"timestamp":3},"sessionId":"S2"}\0`);
    await flush();
    expect(handedOn()).toBe(request);
  });

  it('sends a page given as text and framework CSS as the one document they make, its CSS escaped once', async () => {
    const { channel, fromChromium, sent, flush } = setup();
    const page = new PageChannel(channel, 'S3', 'F3');
    const css = `${'.a{content:"\\201C";}\n'.repeat(200)}/* « » \u2028 */`; // quotes, backslashes, newlines, a line separator
    const text = { before: '<!DOCTYPE html><html><head><style>', css, after: '</style></head><body><p title="x">Grüße – 😀</p></body></html>' };
    for (let round = 0; round < 2; round++) {
      const loaded = page.loadHtml(text);
      await flush();
      const command = sent.at(-1) as unknown as { id: number; method: string; params: { frameId: string; html: string }; sessionId: string };
      expect(command).toMatchObject({ method: 'Page.setDocumentContent', params: { frameId: 'F3', html: text.before + css + text.after }, sessionId: 'S3' });
      fromChromium.write(`{"id":${command.id},"result":{},"sessionId":"S3"}\0{"method":"Page.loadEventFired","params":{"timestamp":1},"sessionId":"S3"}\0`);
      await loaded;
    }
    expect(sent).toHaveLength(2);
  });

  it('fails the commands and the load of a detached session, and everything when the pipe closes', async () => {
    const { channel, fromChromium } = setup();
    const print = channel.send('S3', 'Page.printToPDF', {});
    const load = channel.nextLoad('S3');
    const elsewhere = channel.send('S4', 'IO.read', {});
    fromChromium.write('{"method":"Target.detachedFromTarget","params":{"sessionId":"S3","targetId":"T3"}}\0');
    await expect(print).rejects.toThrow('Protocol error (Page.printToPDF): Target closed');
    await expect(load).rejects.toThrow('Target closed');
    const gone = expect(elsewhere).rejects.toThrow('Protocol error (IO.read): browser disconnected');
    fromChromium.destroy();
    await gone;
    await expect(channel.send('S4', 'IO.read', {})).rejects.toThrow('browser disconnected');
  });

  it('rejects with the protocol’s error message', async () => {
    const { channel, fromChromium, sent, flush } = setup();
    const read = channel.send('S5', 'IO.read', { handle: 'nope' });
    await flush();
    fromChromium.write(`{"id":${sent[0]!.id},"error":{"code":-32000,"message":"Invalid stream handle"},"sessionId":"S5"}\0`);
    await expect(read).rejects.toThrow('Protocol error (IO.read): Invalid stream handle');
  });

  it('feeds an answer to its sink as it arrives, piece by piece, and resolves with what the sink makes of it', async () => {
    const { channel, fromChromium, handedOn, sent, flush } = setup();
    const pieces: number[] = [];
    const sink = { write: (bytes: Buffer) => void pieces.push(bytes.byteLength), end: () => pieces.reduce((a, b) => a + b, 0) };
    const print = channel.send('S6', 'Page.printToPDF', {}, sink);
    await flush();
    const answer = `{"id":${sent[0]!.id},"result":{"data":"${'A'.repeat(100_000)}"},"sessionId":"S6"}`;
    const wire = Buffer.from(`{"id":3,"result":{}}\0${answer}\0{"id":4,"result":{}}\0`);
    for (let at = 0; at < wire.length; at += 4096) {
      fromChromium.write(wire.subarray(at, at + 4096));
      await flush();
    }
    await expect(print).resolves.toBe(Buffer.byteLength(answer));
    expect(pieces.length).toBeGreaterThan(20); // never gathered into one buffer
    expect(handedOn()).toBe('{"id":3,"result":{}}\0{"id":4,"result":{}}\0');
  });

  it('fails the command when its sink refuses the answer, skips the rest of it unread, and reads on', async () => {
    const { channel, fromChromium, handedOn, sent, flush } = setup();
    let written = 0;
    const sink = {
      write: (bytes: Buffer) => {
        written += bytes.byteLength;
        if (written > 1000) throw new Error('too large');
      },
      end: () => written,
    };
    const big = channel.send('S7', 'Page.printToPDF', {}, sink);
    const next = channel.send('S7', 'Runtime.evaluate', {});
    await flush();
    const [printId, evaluateId] = sent.map((m) => m.id);
    const answer = Buffer.from(`{"id":${printId},"result":{"data":"${'A'.repeat(100_000)}"},"sessionId":"S7"}\0`);
    for (let at = 0; at < answer.length; at += 4096) fromChromium.write(answer.subarray(at, at + 4096));
    await expect(big).rejects.toThrow('too large');
    expect(written).toBeLessThan(10_000); // refused at its first read, the rest never reached the sink
    fromChromium.write(`{"id":9,"result":{}}\0{"id":${evaluateId},"result":{"v":1},"sessionId":"S7"}\0`);
    await expect(next).resolves.toEqual({ v: 1 });
    await flush();
    expect(handedOn()).toBe('{"id":9,"result":{}}\0');
  });

  it('fails a command whose answer is still arriving into its sink when the pipe closes', async () => {
    const { channel, fromChromium, sent, flush } = setup();
    const sink = { write: () => undefined, end: () => 'complete' };
    const print = channel.send('S8', 'Page.printToPDF', {}, sink);
    await flush();
    fromChromium.write(`{"id":${sent[0]!.id},"result":{"data":"${'A'.repeat(10_000)}`);
    await flush();
    fromChromium.destroy();
    await expect(print).rejects.toThrow('Protocol error (Page.printToPDF): browser disconnected');
  });
});
