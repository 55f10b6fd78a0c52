// Where the connectors may connect: public addresses only, unless CONNECTOR_ALLOW_PRIVATE_NETWORK
// allows the private ones. A host name is resolved once (every address it has is checked) and the
// connection goes to the checked addresses, so a DNS answer that changes between the check and the
// connection cannot lead elsewhere.
import { SYNC_MESSAGES } from '@backoffice/shared';
import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { PermanentSourceError } from './source-errors';

/** A connection refused because its address is not a public one. */
export class PrivateAddressError extends PermanentSourceError {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    const where = host === address ? address : `${host} (${address})`;
    super(SYNC_MESSAGES.privateAddress(where));
    this.name = 'PrivateAddressError';
  }
}

function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries and leads to: IPv4-mapped (::ffff:a.b.c.d), IPv4-
 * translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::); null if none.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const at = (i: number) => p[i] ?? 0;
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return ipv4Of(at(6), at(7));
  // The well-known NAT64 prefix 64:ff9b::/96; the local-use 64:ff9b:1::/48 stays refused.
  if (range === 'rfc6052') {
    return at(2) === 0 && at(3) === 0 && at(4) === 0 && at(5) === 0 ? ipv4Of(at(6), at(7)) : null;
  }
  if (range === '6to4') return ipv4Of(at(1), at(2));
  return null;
}

/**
 * An IPv6 address ending in a dotted IPv4 part, with that part in hex ('::10.0.0.1' -> '::a00:1'):
 * ipaddr.js reads '::a.b.c.d' as the IPv4-mapped '::ffff:a.b.c.d', which it is not.
 */
function hexTail(address: string): string {
  if (!address.includes(':')) return address;
  return address.replace(
    /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
    (whole, a: string, b: string, c: string, d: string) => {
      const octets = [a, b, c, d].map(Number);
      if (octets.some((octet) => octet > 255)) return whole;
      const [o1 = 0, o2 = 0, o3 = 0, o4 = 0] = octets;
      return `${((o1 << 8) | o2).toString(16)}:${((o3 << 8) | o4).toString(16)}`;
    },
  );
}

/**
 * Why an address is refused (its range: loopback, private, linkLocal, uniqueLocal, unspecified,
 * carrierGradeNat, multicast, reserved, ...), or null for a public (unicast) address. An IPv6
 * address that carries an IPv4 one is judged by the IPv4 one. Not an address at all: 'invalid'.
 */
export function refusedRange(address: string): string | null {
  const written = hexTail(address);
  if (!ipaddr.isValid(written)) return 'invalid';
  const parsed = ipaddr.parse(written);
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    const range = embedded.range();
    return range === 'unicast' ? null : range;
  }
  const range = v6.range();
  if (range !== 'unicast') return range;
  // The deprecated IPv4-compatible form ::a.b.c.d (the first 96 bits zero).
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return 'reserved';
  return null;
}

export type Resolver = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname, family) =>
  dns.promises.lookup(hostname, { all: true, family });

export interface NetworkGuardOptions {
  /** true: any address (loopback and private included); false: public addresses only. */
  allowPrivateNetwork: boolean;
  /** Addresses allowed besides the public ones, exactly as written (e.g. one local server). */
  allowedAddresses?: readonly string[];
  /** Resolves a host name to all its addresses (default: the system's, node:dns lookup). */
  resolve?: Resolver;
}

/** The addresses a connector may reach, and the HTTP agents that connect only to those. */
export class NetworkGuard {
  readonly allowPrivateNetwork: boolean;
  private readonly allowed: ReadonlySet<string>;
  private readonly resolve: Resolver;
  private agents: { http: http.Agent; https: https.Agent } | null = null;

  constructor(options: NetworkGuardOptions) {
    this.allowPrivateNetwork = options.allowPrivateNetwork;
    this.allowed = new Set(
      (options.allowedAddresses ?? []).map((a) => ipaddr.process(a).toNormalizedString()),
    );
    this.resolve = options.resolve ?? systemResolver;
  }

  /** Throws PrivateAddressError when `address` (one that `host` resolved to) may not be reached. */
  checkAddress(host: string, address: string): void {
    if (this.allowPrivateNetwork) return;
    const range = refusedRange(address);
    if (range === null) return;
    if (
      range !== 'invalid' &&
      this.allowed.has(ipaddr.process(hexTail(address)).toNormalizedString())
    ) {
      return;
    }
    throw new PrivateAddressError(host, address, range);
  }

  /**
   * Checks a URL's host when it is an address itself (a connection to it resolves nothing); a host
   * name is checked by the agents' lookup, when it is resolved for the connection.
   */
  checkUrl(url: URL): void {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0) this.checkAddress(host, host);
  }

  /**
   * The agents' lookup: every address the name resolves to must be allowed, and the connection is
   * made to those very addresses.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : 0;
    void this.resolve(hostname, family).then(
      (addresses) => {
        let refused: unknown = null;
        try {
          if (addresses.length === 0) {
            throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
              code: 'ENOTFOUND',
            });
          }
          for (const { address } of addresses) this.checkAddress(hostname, address);
        } catch (error) {
          refused = error;
        }
        if (refused !== null) {
          callback(refused as NodeJS.ErrnoException, '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          const [first] = addresses as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => {
        callback(error as NodeJS.ErrnoException, '', 0);
      },
    );
  };

  /** The keep-alive agent of the scheme; its connections go through the checked lookup. */
  agent(secure: boolean): http.Agent {
    this.agents ??= this.createAgents();
    return secure ? this.agents.https : this.agents.http;
  }

  private createAgents() {
    const options = {
      keepAlive: true,
      // Idle connections close after 4 s (servers commonly close theirs after 5 s or more).
      timeout: 4_000,
      ...(this.allowPrivateNetwork ? {} : { lookup: this.lookup }),
    };
    return { http: new http.Agent(options), https: new https.Agent(options) };
  }
}

const PUBLIC_ONLY = new NetworkGuard({ allowPrivateNetwork: false });
const ANY_ADDRESS = new NetworkGuard({ allowPrivateNetwork: true });

/** The guard of the CONNECTOR_ALLOW_PRIVATE_NETWORK setting (false: public addresses only). */
export function networkGuard(allowPrivateNetwork: boolean): NetworkGuard {
  return allowPrivateNetwork ? ANY_ADDRESS : PUBLIC_ONLY;
}
