/**
 * What a page being rendered may load. Templates are untrusted, so a template must not be able
 * to read the server's files or reach its network neighbours (SSRF).
 *
 * Decision:
 * - `data:` (and about:blank / about:srcdoc) is always allowed: fonts, images and CSS that
 *   travel inside the template.
 * - `file:` and every scheme other than http(s) are refused.
 * - http(s) is refused by default (`remoteResources: 'off'`): a render never waits on a
 *   third-party server, and nothing leaves the machine.
 * - With `remoteResources: 'public'`, http(s) is allowed only to a host whose every DNS
 *   address is public unicast (ipaddr.js `range() === 'unicast'`), checked with a timeout.
 *   Loopback, private, CGNAT, link-local (cloud metadata 169.254.169.254), unique-local,
 *   multicast, broadcast, unspecified, reserved, IPv4-mapped, NAT64, 6to4 and Teredo are not.
 * - `allowedHosts` (exact host names or IP literals) are allowed in either mode: an
 *   operator's internal asset server.
 * Spellings: the WHATWG URL parser normalizes hosts the way Chromium does (decimal 2130706433,
 * hex 0x7f.0.0.1, octal 0177.0.0.1, short 127.1, upper case, percent-encoding, IDNA), so one
 * check on `url.hostname` covers them all.
 * Enforcement happens twice (see browser.ts and egress-proxy.ts): puppeteer request interception
 * sees every request, including each redirect hop; and Chromium's only route to the network
 * is an in-process proxy that applies this policy again and connects to the address it checked
 * (no DNS rebinding between check and connect), which also catches what interception misses
 * (`<link rel=prefetch>` is not intercepted).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { Lru } from './lru.js';
import { withTimeout } from './timeouts.js';
import type { RemoteResources } from './types.js';

export type LookupFn = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type Verdict = { allowed: true; addresses?: string[] } | { allowed: false; reason: string };

export interface NetworkPolicyOptions {
  remoteResources: RemoteResources;
  allowedHosts?: string[];
  lookup?: LookupFn;
  dnsTimeoutMs?: number;
}

/** Names that resolve to the machine itself or to cloud metadata services. */
const REFUSED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'instance-data', 'metadata.azure.internal']);
/** Suffixes of names that never denote a public host. */
const REFUSED_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.home.arpa', '.lan', '.corp'];

const refused = (reason: string): Verdict => ({ allowed: false, reason });
const defaultLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** IPv6 global unicast (RFC 4291): ipaddr.js calls everything it has no other name for 'unicast'. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/**
 * True only for public unicast addresses. IPv6 must also lie in 2000::/3: the deprecated
 * IPv4-compatible forms (`::127.0.0.1` = `::7f00:1`), `::1:0:0:1` and the rest of ::/8 carry no
 * range name of their own in ipaddr.js ('unicast'), yet they are not global addresses.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** The URL's host as the network sees it: no brackets, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

function normalizeHost(host: string): string {
  try {
    return hostOf(new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`));
  } catch {
    return host.toLowerCase();
  }
}

export class NetworkPolicy {
  private readonly mode: RemoteResources;
  private readonly allowed: Set<string>;
  private readonly lookup: LookupFn;
  private readonly dnsTimeoutMs: number;
  /** DNS verdicts for a short while: one page asks for the same host many times. */
  private readonly dnsCache = new Lru<string, { verdict: Verdict; until: number }>(1000);

  constructor(options: NetworkPolicyOptions) {
    this.mode = options.remoteResources;
    this.allowed = new Set((options.allowedHosts ?? []).map(normalizeHost));
    this.lookup = options.lookup ?? defaultLookup;
    this.dnsTimeoutMs = options.dnsTimeoutMs ?? 2000;
  }

  /** May the page load this URL? */
  async check(rawUrl: string): Promise<Verdict> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return refused('unparsable URL');
    }
    if (url.protocol === 'data:') return { allowed: true };
    if (url.protocol === 'about:') {
      return url.pathname === 'blank' || url.pathname === 'srcdoc' ? { allowed: true } : refused('about: page');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused(`${url.protocol} scheme`);
    return this.checkHost(hostOf(url));
  }

  /** May the page connect to this host (name or IP literal)? Used by the egress proxy too. */
  async checkHost(rawHost: string): Promise<Verdict> {
    const host = normalizeHost(rawHost);
    if (this.allowed.has(host)) {
      return ipaddr.isValid(host) ? { allowed: true, addresses: [host] } : this.resolve(host, true);
    }
    if (this.mode === 'off') return refused('remote resources are off');
    if (ipaddr.isValid(host)) {
      return isPublicAddress(host) ? { allowed: true, addresses: [host] } : refused(`${ipaddr.parse(host).range()} address`);
    }
    if (REFUSED_NAMES.has(host) || REFUSED_SUFFIXES.some((s) => host.endsWith(s))) return refused('local name');
    if (!host.includes('.')) return refused('single-label name');
    return this.resolve(host, false);
  }

  /** Resolves a name; unless trusted, every address must be public. */
  private async resolve(host: string, trusted: boolean): Promise<Verdict> {
    const key = `${trusted ? 't' : 'p'}:${host}`;
    const cached = this.dnsCache.get(key);
    if (cached && cached.until > Date.now()) return cached.verdict;
    let verdict: Verdict;
    try {
      const answers = await withTimeout(this.lookup(host), this.dnsTimeoutMs);
      const addresses = answers.map((a) => a.address);
      const bad = addresses.find((a) => !isPublicAddress(a));
      if (addresses.length === 0) verdict = refused('no address');
      else if (bad && !trusted) verdict = refused(`${host} resolves to non-public ${bad}`);
      else verdict = { allowed: true, addresses };
    } catch (error) {
      verdict = refused(`DNS: ${(error as Error).message}`);
    }
    this.dnsCache.set(key, { verdict, until: Date.now() + 30_000 });
    return verdict;
  }
}
