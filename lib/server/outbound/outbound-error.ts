import "server-only";

/**
 * Why an outbound fetch gave up. Callers turn these into their own error codes; none of them
 * carries the address, so nothing that logs an error can leak a previewed link's query.
 * - `invalid_url`: not an absolute http(s) address, or one with a user name or password
 * - `not_allowed`: a private, loopback, link-local… host or address (also after a redirect)
 * - `unreachable`: no DNS answer, no connection, an error status, or out of time
 * - `unsupported_type`: the answer is neither an HTML page nor a picture (as the caller asked)
 * - `too_large`: more than the byte limit where the caller wants all or nothing
 * - `too_many_redirects`: more than 5 redirects
 */
export type OutboundFailure =
  "invalid_url" | "not_allowed" | "unreachable" | "unsupported_type" | "too_large" | "too_many_redirects";

export class OutboundError extends Error {
  name = "OutboundError";
  constructor(readonly reason: OutboundFailure) {
    super(`outbound fetch failed: ${reason}`);
  }
}
