// The calls a visitor's list page makes before anyone edits: the list read and the owner-token
// check. Apart from ./api-client.ts (which re-exports them) so that the owner's
// many calls are not in the list page's first scripts (issue 57, decision 157).
import { ENDPOINTS } from "../api-paths.mjs";
import { interpret, noAnswer, post, type ApiFailure, type ListRead } from "./api-transport";

/** The owner reads with the edit token (in a header, never the address); `reveal` peeks past the surprise. */
export type OwnerRead = { editToken: string; reveal: boolean };

export function getList(slug: string, owner?: OwnerRead): Promise<ListRead | ApiFailure> {
  // "no-cache": the browser keeps the answer and revalidates it with its ETag, so an unchanged list
  // comes back as a bodyless 304 (docs/decisions/030-list-get-etag.md).
  const reveal = owner?.reveal ? "&reveal=1" : "";
  return fetch(`${ENDPOINTS.list_get.path}?slug=${encodeURIComponent(slug)}${reveal}`, {
    cache: "no-cache",
    credentials: "same-origin",
    headers: owner ? { "X-Edit-Token": owner.editToken } : {},
  })
    .then((response) => interpret<"list_get">(response) as Promise<ListRead | ApiFailure>)
    .catch(noAnswer);
}

/** Answers ok while `editToken` is a live token of the list (403 once revoked). */
export function checkOwnerToken(slug: string, editToken: string) {
  return post("owner_check", { form: { slug, edit_token: editToken } });
}
