import "server-only";
import { AppError } from "../../lib/errors";
import { secretMatches } from "../../server/secret-matches.mjs";
import { ADMIN_TOKEN_HEADER } from "./shared/admin";
import { serverConfig } from "../../lib/server/config";
import { limits } from "../../lib/server/limits";

// Who may use the admin paths (docs/decisions/128-the-admin-view.md): the request's
// `X-Admin-Token` header — never a query or body field, so the token is in no address, history or
// access log — compared in constant time with ADMIN_TOKEN. Every attempt takes a slot of the
// address's failure limit in the shared store first (so a burst across instances is counted
// before any is answered); a right token gives its slot back.

/** Throws 404 while the admin view is off, 429 after too many wrong tokens, 401 for a wrong one. */
export async function requireAdmin(request: Request, clientAddress: string): Promise<void> {
  const { token } = serverConfig.admin;
  // off: the paths do not exist, as far as anyone can tell
  if (!token) throw new AppError("not_found");
  const slot = await limits.adminFailures.take(clientAddress);
  if (!secretMatches(request.headers.get(ADMIN_TOKEN_HEADER), token)) throw new AppError("admin_token_invalid");
  await slot.giveBack();
}
