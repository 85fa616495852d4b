import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AnswerTooLarge, CdpChannel } from '../../src/render/cdp-channel.js';

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

  it('refuses an answer over its limit as it arrives, skips the rest of it, and reads on', async () => {
    const { channel, fromChromium, handedOn, sent, flush } = setup();
    const big = channel.send('S6', 'Page.printToPDF', {}, { maxAnswerBytes: 1000 });
    const next = channel.send('S6', 'Runtime.evaluate', {});
    await flush();
    const [printId, evaluateId] = sent.map((m) => m.id);
    // 100 KB of answer, cut into reads as the pipe would: refused long before its end.
    const answer = Buffer.from(`{"id":${printId},"result":{"data":"${'A'.repeat(100_000)}"},"sessionId":"S6"}\0`);
    let refused: Error | null = null;
    big.catch((error: Error) => (refused = error));
    let refusedAt = -1;
    for (let at = 0; at < answer.length; at += 4096) {
      fromChromium.write(answer.subarray(at, at + 4096));
      await flush();
      if (refused && refusedAt === -1) refusedAt = at;
    }
    await expect(big).rejects.toThrow(AnswerTooLarge);
    expect(refusedAt).toBe(0); // at its first read, not its last
    // What follows the refused answer is read as usual: puppeteer's message, then ours.
    fromChromium.write(`{"id":9,"result":{}}\0{"id":${evaluateId},"result":{"v":1},"sessionId":"S6"}\0`);
    await expect(next).resolves.toEqual({ v: 1 });
    await flush();
    expect(handedOn()).toBe('{"id":9,"result":{}}\0');
  });

  it('refuses a whole answer over its limit that arrives in one read', async () => {
    const { channel, fromChromium, sent, flush } = setup();
    const big = channel.send('S7', 'Page.printToPDF', {}, { maxAnswerBytes: 50 });
    await flush();
    fromChromium.write(`{"id":${sent[0]!.id},"result":{"data":"${'B'.repeat(100)}"},"sessionId":"S7"}\0`);
    await expect(big).rejects.toThrow('Protocol error (Page.printToPDF): answer over 50 bytes');
  });
});
