import "server-only";

// The pages' Content-Security-Policy and its nonces, for the app's server code: written once in
// lib/csp.mjs, which the server in front of Next loads before Next (decision 168).
export { newNonce, nonceOf, pageContentSecurityPolicy } from "../csp.mjs";
