import { endpoint } from "@/lib/server/http/endpoint";
import { namesEntityTag, respondNotModified, respondOk, REVALIDATE_HEADERS } from "@/lib/server/http/respond";
import { getListVersion, getListWithItems, listEntityTag } from "@/lib/server/lists";
import { listQuerySchema } from "@/lib/validations/list";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("list_get", {
  GET: async ({ input, request }) => {
    const { slug } = parseInput(listQuerySchema, input);
    // A client holding the current version gets a 304 after one small read, without the items.
    if (request.headers.has("if-none-match")) {
      const current = listEntityTag(await getListVersion(slug));
      if (namesEntityTag(request, current)) return respondNotModified(current);
    }
    const answer = await getListWithItems(slug);
    return respondOk<"list_get">(answer, { ...REVALIDATE_HEADERS, etag: listEntityTag(answer.version) });
  },
});
