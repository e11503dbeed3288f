import { endpoint } from "@/lib/server/http/endpoint";
import { namesEntityTag, respondNotModified, respondOk, REVALIDATE_HEADERS } from "@/lib/server/http/respond";
import { currentOrKeptStamp, getListWithItems, getOwnerList, listEntityTag } from "@/lib/server/lists";
import { EDIT_TOKEN_HEADER, editTokenHeaderSchema, listGetSchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

/** Names the fault while list_get answers with the copy this instance holds (docs/api.md "list_get"). */
const CHANGES_PAUSED_HEADER = "x-changes-paused";

// the owner's and the visitors' answers share an address: a cache must keep them apart
const VARY = { vary: "X-Edit-Token" };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_get", {
  GET: async ({ input, request }) => {
    const { slug, reveal } = parseInput(listGetSchema, input);
    const editToken = editTokenHeaderSchema.parse(request.headers.get(EDIT_TOKEN_HEADER) ?? undefined);
    if (editToken !== undefined) {
      // the owner (docs/api.md "Surprise"): read fresh, checked, never from the visitors' copy
      const viewer = reveal ? "owner-revealed" : "owner";
      const answer = await getOwnerList(slug, editToken, viewer);
      const etag = listEntityTag(answer.version, viewer);
      if (namesEntityTag(request, etag)) return respondNotModified(etag);
      return respondOk<"list_get">(answer, { ...REVALIDATE_HEADERS, ...VARY, etag });
    }
    // A client holding the current version gets a 304 after one small read, without the items;
    // otherwise that read also tells whether this instance's copy is current. While the database
    // is away, the copy this instance holds answers, marked (docs/decisions/080).
    const current = request.headers.has("if-none-match") ? await currentOrKeptStamp(slug) : undefined;
    if (current && namesEntityTag(request, listEntityTag(current.version))) {
      return respondNotModified(listEntityTag(current.version));
    }
    const { paused, ...answer } = await getListWithItems(slug, current);
    const kept: Record<string, string> = paused ? { [CHANGES_PAUSED_HEADER]: paused } : {};
    return respondOk<"list_get">(answer, {
      ...REVALIDATE_HEADERS,
      ...VARY,
      etag: listEntityTag(answer.version),
      ...kept,
    });
  },
});
