// Where outgoing requests to an address a user gave (webhooks, a shop's store URL) may go. A
// destination is checked when it is saved and again at every attempt, on the addresses the name resolves to then (the connection uses the address
// that was checked, so a name that changes its answer between check and connect gains
// nothing), and on every redirect. Loopback, private, shared (CGNAT) and unique-local
// addresses are refused unless WEBHOOK_ALLOW_PRIVATE; link-local (cloud metadata lives there),
// unspecified, multicast and reserved ones always are.
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import dns from "node:dns";
import { lookup } from "node:dns/promises";

export type AddressClass = "loopback" | "private" | "link-local" | "unique-local" | "unspecified" | "reserved";

function list(entries: [string, number, "ipv4" | "ipv6"][]) {
  const b = new BlockList();
  for (const [net, prefix, type] of entries) b.addSubnet(net, prefix, type);
  return b;
}

const CLASSES: [AddressClass, BlockList][] = [
  ["loopback", list([["127.0.0.0", 8, "ipv4"], ["::1", 128, "ipv6"]])],
  ["private", list([["10.0.0.0", 8, "ipv4"], ["172.16.0.0", 12, "ipv4"], ["192.168.0.0", 16, "ipv4"], ["100.64.0.0", 10, "ipv4"]])],
  ["link-local", list([["169.254.0.0", 16, "ipv4"], ["fe80::", 10, "ipv6"], ["fd00:ec2::254", 128, "ipv6"]])],
  ["unique-local", list([["fc00::", 7, "ipv6"]])],
  ["unspecified", list([["0.0.0.0", 8, "ipv4"], ["::", 128, "ipv6"]])],
  [
    "reserved",
    list([
      ["192.0.0.0", 24, "ipv4"],
      ["198.18.0.0", 15, "ipv4"],
      ["224.0.0.0", 3, "ipv4"],
      ["ff00::", 8, "ipv6"],
      ["64:ff9b::", 96, "ipv6"],
      ["2001:db8::", 32, "ipv6"],
    ]),
  ],
];

const ALLOWED_WITH_SETTING: readonly AddressClass[] = ["loopback", "private", "unique-local"];

/** an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it is */
function normalize(address: string): [string, "ipv4" | "ipv6"] {
  const a = address.replace(/^\[|\]$/g, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return [mapped[1]!, "ipv4"];
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (hexMapped) {
    const n = (parseInt(hexMapped[1]!, 16) << 16) | parseInt(hexMapped[2]!, 16);
    return [[n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."), "ipv4"];
  }
  return [a, isIP(a) === 6 ? "ipv6" : "ipv4"];
}

export function addressClass(address: string): AddressClass | undefined {
  const [a, type] = normalize(address);
  return CLASSES.find(([, b]) => b.check(a, type))?.[0];
}

/** why a connection to the address is refused, or undefined when it is allowed */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  const cls = addressClass(address);
  if (!cls || (allowPrivate && ALLOWED_WITH_SETTING.includes(cls))) return undefined;
  return `${address} is a ${cls} address`;
}

export class DestinationRefused extends Error {}
/** the name did not resolve: refused at delivery (nothing to connect to), accepted when saving (DNS may come later) */
export class DestinationUnresolved extends DestinationRefused {}

/** the addresses of a URL's host, each allowed; throws DestinationRefused naming the first that is not */
export async function checkedAddresses(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new DestinationUnresolved(`${host} could not be resolved`);
    }
  }
  if (!addresses.length) throw new DestinationUnresolved(`${host} could not be resolved`);
  for (const a of addresses) {
    const why = addressRefusal(a.address, allowPrivate);
    if (why) throw new DestinationRefused(`${host}: ${why}`);
  }
  return addresses;
}

type Resolve = (host: string, cb: (err: Error | null, addresses: dns.LookupAddress[]) => void) => void;
const resolveAll: Resolve = (host, cb) => dns.lookup(host, { all: true, verbatim: true }, cb);

/**
 * A lookup for http(s) agents: the name is resolved again for every connection and the
 * connection is refused when any answer is not allowed, so a name that answered a public
 * address when it was saved and a private one now (DNS rebinding) reaches nothing.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = resolveAll): LookupFunction {
  return ((host: string, options: { all?: boolean; family?: number }, cb: (...args: unknown[]) => void) => {
    resolve(host, (err, all) => {
      if (err) return cb(err);
      const refused = all.map((a) => addressRefusal(a.address, allowPrivate)).find(Boolean);
      if (refused || !all.length) return cb(Object.assign(new DestinationRefused(`${host}: ${refused ?? "no address"}`), { code: "EREFUSEDDESTINATION" }));
      const fitting = options.family ? all.filter((a) => a.family === options.family) : all;
      const list = fitting.length ? fitting : all;
      if (options.all) cb(null, list);
      else cb(null, list[0]!.address, list[0]!.family);
    });
  }) as LookupFunction;
}

/** agents for an HTTP client that connect only where guardedLookup allows (an address given as a literal is checked by checkedAddresses before) */
export function guardedAgents(allowPrivate: boolean) {
  const lookup = guardedLookup(allowPrivate);
  return { httpAgent: new http.Agent({ lookup }), httpsAgent: new https.Agent({ lookup }) };
}
