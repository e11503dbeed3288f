import { endpoint } from "@/lib/server/http/endpoint";
import { namesEntityTag, respondNotModified, respondOk, REVALIDATE_HEADERS } from "@/lib/server/http/respond";
import { getListWithItems, listEntityTag, readListStamp } from "@/lib/server/lists";
import { listQuerySchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_get", {
  GET: async ({ input, request }) => {
    const { slug } = parseInput(listQuerySchema, input);
    // A client holding the current version gets a 304 after one small read, without the items;
    // otherwise that read also tells whether this instance's copy is current.
    const current = request.headers.has("if-none-match") ? await readListStamp(slug) : undefined;
    if (current && namesEntityTag(request, listEntityTag(current.version))) {
      return respondNotModified(listEntityTag(current.version));
    }
    const answer = await getListWithItems(slug, current);
    return respondOk<"list_get">(answer, { ...REVALIDATE_HEADERS, etag: listEntityTag(answer.version) });
  },
});
