// Which hosts and addresses belong to the public internet, for stored links and picture addresses
// (the browser and the server) and for every outbound connection (lib/server/outbound/address.ts).
// The table of special ranges is ipaddr.js's, kept from IANA's special-purpose address registries
// (docs/decisions/088-address-rules.md); pure, so the same rule runs everywhere.
import ipaddr from "ipaddr.js";
import { httpUrl } from "./http-url";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * IANA's IPv6 global unicast space: the only part of IPv6 handed out for the internet. Whatever lies
 * outside (site-local fec0::/10, IPv4-translated ::ffff:0:0/96, IPv4-compatible ::/96, and the
 * ranges IANA has not assigned yet) is no shop's address.
 */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
/** NAT64's well-known prefix (RFC 6052): DNS64 gives IPv4-only shops such addresses on IPv6-only networks. */
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/** The host as written in a URL, without IPv6 brackets or a trailing dot, lower-cased. */
export function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}

function isPublicIpv4(address: IPv4): boolean {
  return address.range() === "unicast";
}

/** The IPv4 address an IPv6 address stands for, where it is only a way of writing one (mapped, NAT64). */
function carriedIpv4(address: IPv6): IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(NAT64)) {
    const bytes = address.toByteArray();
    return new ipaddr.IPv4(bytes.slice(12));
  }
  return null;
}

function isPublicIpv6(address: IPv6): boolean {
  const carried = carriedIpv4(address);
  if (carried) return isPublicIpv4(carried);
  // unicast: in none of ipaddr.js's special ranges (6to4, Teredo, documentation, ORCHID, …)
  return address.range() === "unicast" && address.match(GLOBAL_UNICAST);
}

/** The IP address `text` spells (a URL's host or a DNS answer, zone and brackets removed), or null. */
function parseAddress(text: string): IPv4 | IPv6 | null {
  const bare = bareHost(text).replace(/%.*$/, "");
  // four dotted numbers only: a URL has already turned 0x7f.1 or 2130706433 into that form
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  return bare.includes(":") && ipaddr.IPv6.isValid(bare) ? ipaddr.IPv6.parse(bare) : null;
}

/**
 * Whether a resolved address (what DNS answered, not a name) must not be connected to: true for
 * every address in a special-purpose range — loopback, private, link-local, CGNAT, multicast,
 * documentation, benchmarking, reserved, unspecified, unique- and site-local, IPv6 outside the
 * global unicast space — and their IPv4-mapped and NAT64 spellings, and for anything that is not
 * an IP address at all (refuse what cannot be judged).
 */
export function isPrivateAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return true;
  return parsed.kind() === "ipv4" ? !isPublicIpv4(parsed as IPv4) : !isPublicIpv6(parsed as IPv6);
}

/** Whether a URL's host names this machine or a private network rather than the public internet. */
export function isInternalHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (parseAddress(host)) return isPrivateAddress(host);
  // "localhost", "intranet", "router": single labels resolve inside the visitor's network
  if (host === "" || host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) return true;
  // an IPv6 literal this rule cannot read is refused, not taken for a name
  if (host.includes(":")) return true;
  return host.endsWith(".local") || host.endsWith(".internal") || host.endsWith(".home.arpa");
}

export type UrlVerdict = "ok" | "invalid_url" | "url_not_public";

/**
 * A link or picture address an owner may store: http(s), no user name or password in it, and a
 * public host — never localhost, a loopback, private, link-local or unique-local address in any
 * spelling (every visitor's browser would request it) — unless the host, as written, is one of
 * `allowHosts` (the server's OUTBOUND_ALLOW_HOSTS: an intranet shop).
 */
export function checkPublicHttpUrl(value: string, allowHosts: readonly string[] = []): UrlVerdict {
  const url = httpUrl(value);
  if (!url || url.username !== "" || url.password !== "") return "invalid_url";
  if (allowHosts.includes(bareHost(url.hostname))) return "ok";
  return isInternalHost(url.hostname) ? "url_not_public" : "ok";
}
