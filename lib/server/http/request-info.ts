import "server-only";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { resolveLocale, LOCALE_COOKIE, type Locale } from "../../locale";
import { cookieValue } from "../../locale-choice.mjs";
import { serverConfig } from "../config";

/** Set by server/main.mjs from the socket; any copy a client sends is overwritten there. */
export const CLIENT_ADDRESS_HEADER = "x-wunschliste-client-address";
/** Set by server/main.mjs on every request (never taken from the client): the query string as sent. */
export const RAW_QUERY_HEADER = "x-wunschliste-raw-query";

/** The query string as the client sent it, before Next re-encoded it (next dev: from the URL). */
export function rawQuery(request: Request): string {
  return request.headers.get(RAW_QUERY_HEADER) ?? new URL(request.url).search.slice(1);
}

export function requestLocale(headers: Pick<Headers, "get">): Locale {
  return resolveLocale(cookieValue(headers.get("cookie"), LOCALE_COOKIE), headers.get("accept-language"));
}

/**
 * The client's address for rate limits. With TRUST_PROXY=N (N reverse proxies in front), the
 * N-th X-Forwarded-For entry from the right: the address the outermost trusted proxy saw. Entries
 * left of it are the client's own words. Without it, or when that entry is not an IP address, the
 * socket's address (stamped by server/main.mjs). Under a bare `next start` the stamp is missing and
 * Next's own X-Forwarded-For is used: see docs/decisions/005-client-address.md.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = serverConfig.trustProxyHops;
  if (hops > 0) {
    const seen = forwarded[forwarded.length - hops];
    if (seen && isIP(seen)) return seen;
  }
  return headers.get(CLIENT_ADDRESS_HEADER) ?? forwarded.at(-1) ?? "unknown";
}

/**
 * One client as the limits count it (docs/decisions/100-client-groups.md): an IPv4 address as it
 * is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64, since one household or
 * one rented server gets a whole /64 and can rotate through it at will. Anything else as it came.
 */
export function clientGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

/** The key every limit counts a request's client by: its address's group (clientGroup). */
export function clientKey(headers: Headers): string {
  return clientGroup(clientAddress(headers));
}
