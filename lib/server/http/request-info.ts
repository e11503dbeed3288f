import "server-only";
import { resolveLocale, LOCALE_COOKIE, type Locale } from "../../locale";
import { serverConfig } from "../config";

/** Set by server.mjs from the socket; any copy a client sends is overwritten there. */
export const CLIENT_ADDRESS_HEADER = "x-wunschliste-client-address";

function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function requestLocale(headers: Headers): Locale {
  return resolveLocale(cookieValue(headers.get("cookie"), LOCALE_COOKIE), headers.get("accept-language"));
}

/**
 * The client's address for rate limits: the socket's (stamped by server.mjs), or the first
 * X-Forwarded-For entry when TRUST_PROXY=1. Under a bare `next start` the stamp is missing and
 * Next's own X-Forwarded-For (the socket's, unless the client sent one) is used: see
 * docs/decisions/005-client-address.md.
 */
export function clientAddress(headers: Headers): string {
  const forwarded =
    headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean) ?? [];
  if (serverConfig.trustProxyHops > 0 && forwarded[0]) return forwarded[0];
  return headers.get(CLIENT_ADDRESS_HEADER) ?? forwarded.at(-1) ?? "unknown";
}
