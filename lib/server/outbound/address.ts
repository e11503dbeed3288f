import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { AppError } from "../../errors";
import { bareHost, checkPublicHttpUrl, isInternalHost, isPrivateAddress } from "../../validations/address-rules";
import { serverConfig } from "../config";
import { OutboundError } from "./outbound-error";

// Which address an outbound request may connect to (docs/decisions/046-outbound-fetch.md). The
// host is resolved once, here; the request then connects to exactly the address returned, so a
// second DNS answer (rebinding) can never switch it to another machine.

export type CheckedAddress = { address: string; family: 4 | 6 };

/**
 * Names reserved for examples and tests (RFC 2606, RFC 6761): no shop or picture lives there, so
 * they are not even looked up. It keeps the app's own tests, whose wishes name such addresses,
 * from asking any DNS server outside.
 */
export function isDocumentationName(host: string): boolean {
  return /(^|\.)(example|test|invalid)$|(^|\.)example\.(com|net|org)$/.test(host);
}

/**
 * Resolves `hostname` once and returns the address to connect to. Refused (`not_allowed`): a
 * private name or address, or a name any of whose addresses is private, unless the host as
 * written is in `allowHosts` (OUTBOUND_ALLOW_HOSTS). The allowance belongs to the name in the URL,
 * not to the address it resolves to: "localhost" stays refused when only 127.0.0.1 is allowed.
 */
export async function resolveChecked(
  hostname: string,
  allowHosts: readonly string[],
  timeoutMs: number,
): Promise<CheckedAddress> {
  const host = bareHost(hostname);
  if (isDocumentationName(host)) throw new OutboundError("unreachable");
  const allowed = allowHosts.includes(host);
  if (!allowed && isInternalHost(host)) throw new OutboundError("not_allowed");
  const family = isIP(host);
  const answers = family === 4 || family === 6 ? [{ address: host, family }] : await resolveAll(host, timeoutMs);
  if (answers.length === 0) throw new OutboundError("unreachable");
  // every answer must be public: a name that also points inside would let a retry reach it
  if (!allowed && answers.some((answer) => isPrivateAddress(answer.address))) throw new OutboundError("not_allowed");
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolveAll(host: string, timeoutMs: number): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboundError("unreachable")), timeoutMs);
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    throw new OutboundError("unreachable");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a wish may keep `address` as its link or picture: a public host, or one that
 * OUTBOUND_ALLOW_HOSTS names (an intranet shop). One rule for the link and the picture, for saving
 * and for what a preview offers (docs/decisions/088-address-rules.md); names that resolve inside
 * and redirects are the fetcher's to refuse when the picture is fetched.
 */
export function isAllowedAddress(address: string): boolean {
  return checkPublicHttpUrl(address, serverConfig.outboundAllowHosts) === "ok";
}

/** A link or picture address a wish may not keep is a 400 `url_not_public` naming `field`. */
export function requireAllowedAddress(address: string | null | undefined, field: string): void {
  if (address && !isAllowedAddress(address)) throw new AppError("url_not_public", { field });
}
