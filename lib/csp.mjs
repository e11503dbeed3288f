// The pages' Content-Security-Policy (docs/decisions/017-csp-nonces.md), in plain ESM so that the
// server in front of Next answers with the same policy before Next has loaded (the kept create
// page, server/http/kept-renders.mjs, decision 168); lib/server/csp.ts hands it to the app. Scripts
// run only with the nonce of this response ('strict-dynamic' lets Next's own loader add its
// chunks); styles keep 'unsafe-inline' because React writes the list's colours as style
// attributes, which no nonce can cover, and styles cannot run code. Pictures come from the app
// itself (the `image` endpoint, docs/decisions/050-pictures-the-list-keeps.md): a page asks no
// other host for anything; data: and blob: are the form's preview of a picture being uploaded.

/**
 * @param {string} nonce
 * @returns {string}
 */
export function pageContentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // fetch to the API and the live-update EventSource (`list_events`): same origin only
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A fresh nonce per response: 16 random bytes, base64.
 * @returns {string}
 */
export function newNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The nonce a page's policy names (see pageContentSecurityPolicy), or null.
 * @param {string} policy
 * @returns {string | null}
 */
export function nonceOf(policy) {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}
