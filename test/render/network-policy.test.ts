import { describe, expect, test } from 'vitest';
import { isPublicAddress, NetworkPolicy, type LookupFn } from '../../src/render/network-policy.js';

/** A resolver with fixed answers, so the tests never depend on real DNS. */
const fakeDns: LookupFn = async (host) => {
  const table: Record<string, string[]> = {
    'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'cdn.example.com': ['151.101.1.57'],
    'rebind.example.com': ['93.184.215.14', '127.0.0.1'],
    'internal.example.com': ['10.1.2.3'],
    'v6private.example.com': ['fd00::1'],
    'slow.example.com': [],
  };
  if (host === 'slow.example.com') return new Promise(() => {});
  const answers = table[host];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const off = new NetworkPolicy({ remoteResources: 'off', lookup: fakeDns });
const pub = new NetworkPolicy({ remoteResources: 'public', lookup: fakeDns, dnsTimeoutMs: 200 });

const allowed = async (policy: NetworkPolicy, url: string) => (await policy.check(url)).allowed;

describe('always', () => {
  test.each(['data:image/png;base64,iVBORw0KGgo=', 'data:text/css,body{}', 'about:blank', 'about:srcdoc'])('allows %s', async (url) => {
    expect(await allowed(off, url)).toBe(true);
    expect(await allowed(pub, url)).toBe(true);
  });

  test.each([
    'file:///etc/passwd',
    'FILE:///etc/passwd',
    'file://localhost/etc/passwd',
    'ftp://example.com/x',
    'ws://example.com/',
    'wss://example.com/',
    'blob:https://example.com/uuid',
    'javascript:alert(1)',
    'chrome://settings',
    'view-source:https://example.com',
    'filesystem:https://example.com/x',
    'gopher://example.com/',
    'about:config',
    'not a url',
  ])('refuses %s', async (url) => {
    expect(await allowed(off, url)).toBe(false);
    expect(await allowed(pub, url)).toBe(false);
  });
});

describe("remoteResources 'off' (the default)", () => {
  test.each(['https://example.com/logo.png', 'http://93.184.215.14/', 'HTTP://EXAMPLE.COM/'])('refuses public %s', async (url) => {
    expect(await allowed(off, url)).toBe(false);
  });
});

describe("remoteResources 'public'", () => {
  test.each([
    'https://example.com/logo.png',
    'HTTPS://EXAMPLE.COM./x',
    'http://cdn.example.com:8080/a.css',
    'http://93.184.215.14/',
    'http://[2606:4700::6810:85e5]/',
  ])('allows public %s', async (url) => {
    expect(await allowed(pub, url)).toBe(true);
  });

  test.each([
    // loopback in every spelling the URL parser accepts
    'http://127.0.0.1/',
    'http://127.0.0.1:9222/json',
    'http://127.1/',
    'http://127.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.000.000.001/',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:7f00:1::]/',
    // deprecated IPv4-compatible IPv6 and the rest of ::/8, which ipaddr.js names plain 'unicast'
    'http://[::127.0.0.1]/',
    'http://[::7f00:1]/',
    'http://[::169.254.169.254]/',
    'http://[::10.0.0.1]/',
    'http://[::1:0:0:1]/',
    'http://[::8.8.8.8]/',
    'http://[100::1]/',
    'http://[2001:db8::1]/',
    'http://[fec0::1]/',
    'http://[ff02::1]/',
    'HTTP://LOCALHOST/',
    'http://localhost:3000/',
    'http://localhost./',
    'http://LocalHost.../',
    'http://api.localhost/',
    'http://loc%61lhost/',
    'http://ｌｏｃａｌｈｏｓｔ/',
    'http://user:pass@127.0.0.1/',
    'http://example.com@127.0.0.1/',
    // private, CGNAT, link-local, metadata
    'http://10.0.0.1/',
    'http://10.255.255.255/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://2852039166/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata/',
    'http://instance-data/',
    'http://printer.local/',
    'http://intranet/',
    // multicast, broadcast, reserved
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://192.0.2.1/',
    // names whose DNS answers are not all public
    'http://internal.example.com/',
    'http://rebind.example.com/',
    'http://v6private.example.com/',
    'http://does-not-exist.example.org/',
  ])('refuses %s', async (url) => {
    expect(await allowed(pub, url)).toBe(false);
  });

  test('a DNS lookup that hangs is refused after the timeout', async () => {
    const start = Date.now();
    const verdict = await pub.check('http://slow.example.com/');
    expect(verdict.allowed).toBe(false);
    expect(Date.now() - start).toBeLessThan(2000);
  });

  test('the verdict carries the checked addresses (the proxy connects to those)', async () => {
    expect(await pub.check('https://example.com/')).toEqual({ allowed: true, addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
  });
});

describe('allowedHosts', () => {
  const trusted = new NetworkPolicy({ remoteResources: 'off', allowedHosts: ['127.0.0.1', 'internal.example.com', '::1'], lookup: fakeDns });
  test('are allowed in any mode, by exact host', async () => {
    expect(await allowed(trusted, 'http://127.0.0.1:8080/logo.png')).toBe(true);
    expect(await allowed(trusted, 'http://2130706433/')).toBe(true); // same host, other spelling
    expect(await allowed(trusted, 'http://[::1]/')).toBe(true);
    expect(await allowed(trusted, 'http://internal.example.com/')).toBe(true);
    expect(await allowed(trusted, 'http://localhost/')).toBe(false);
    expect(await allowed(trusted, 'http://127.0.0.2/')).toBe(false);
    expect(await allowed(trusted, 'https://example.com/')).toBe(false);
  });
});

test('isPublicAddress: only unicast', () => {
  expect(isPublicAddress('8.8.8.8')).toBe(true);
  expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
  expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  for (const a of [
    '127.0.0.1',
    '10.0.0.1',
    '169.254.169.254',
    '::1',
    '::ffff:8.8.8.8',
    'fe80::1',
    'not-an-ip',
    '100.64.1.1',
    '::127.0.0.1',
    '::7f00:1',
    '::1:0:0:1',
    '::8.8.8.8',
    '4000::1',
    'fc00::1',
    '2001:db8::1',
  ]) {
    expect(isPublicAddress(a)).toBe(false);
  }
});
