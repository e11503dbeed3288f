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

/**
 * What an answer the server writes itself carries (a refusal before Next, a parser's or a body's
 * over its time, an error in front of Next, /metrics): the headers above, the policy for what is no
 * page, and no caching — one set, so that none of those answers goes out without them.
 */
export const OWN_ANSWER_HEADERS = {
  ...SECURITY_HEADERS,
  "content-security-policy": NON_PAGE_CONTENT_SECURITY_POLICY,
  "cache-control": "no-store",
};
