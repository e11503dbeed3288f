// The headers every answer carries, pages and API alike: next.config.ts gives them to whatever
// Next answers, server.mjs to what it answers itself before Next (a method a page does not serve,
// docs/decisions/038-request-edges.md). Plain ESM, so that both can import it.

/** On every answer: no sniffing, no referrer, no framing. */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
};

/**
 * Pages get their Content-Security-Policy, with a nonce per response, from proxy.ts. Everything
 * else (API answers, files, the server's own refusals) gets this one: nothing there may run or be
 * framed.
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
