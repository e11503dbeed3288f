// The one constant-time comparison of a secret a request carries with the one configured
// (METRICS_TOKEN, ADMIN_TOKEN; docs/decisions/128-the-admin-view.md). Plain ESM: server/ reads it
// without a build, the app through its bundle.
import { createHash, timingSafeEqual } from "node:crypto";

// Both sides hashed first: equal lengths for timingSafeEqual, and no length leaks through timing.
const digest = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether `given` is `secret`, in time that does not depend on where they differ or how long
 * `given` is. Nothing given (undefined or "") is compared too, so a missing secret costs what a
 * wrong one does, and never matches.
 * @param {string | undefined | null} given
 * @param {string} secret
 * @returns {boolean}
 */
export function secretMatches(given, secret) {
  const same = timingSafeEqual(digest(given ?? ""), digest(secret));
  return same && Boolean(given);
}
