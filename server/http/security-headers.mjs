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
 * The service worker's own policy (public/sw.js; next.config.ts gives it): a worker's script is
 * governed by the policy it is served with, and the worker fetches pages, list_get and files of this
 * origin — the policy for what is no page would block every one of them. Nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

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

/** What every answer starts with: the headers above and the policy for what is no page. */
const FIRST_HEADERS = Object.entries({
  ...SECURITY_HEADERS,
  "content-security-policy": NON_PAGE_CONTENT_SECURITY_POLICY,
});

/**
 * Sets the headers every answer carries on `res` before anything answers it (server/main.mjs), so
 * that none goes out without them: what Next answers outside its config's paths and its proxy's
 * (its static 404, the public folder's files and 404s, a redirect), the build's files, the login
 * process's answers. Whoever answers may still replace one: a page's proxy sets its own policy
 * with the nonce, and a header given to `writeHead` wins over the one set here.
 * @param {import("node:http").ServerResponse} res
 */
export function startWithSecurityHeaders(res) {
  for (const [name, value] of FIRST_HEADERS) res.setHeader(name, value);
}
