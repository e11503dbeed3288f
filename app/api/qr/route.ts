import { endpoint } from "@/lib/server/http/endpoint";
import { limits } from "@/lib/server/limits";
import { qrSvg } from "@/lib/server/qr";
import { qrQuerySchema } from "@/lib/validations/qr";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("qr", {
  GET: async ({ input, request, clientAddress }) => {
    const { data, size } = parseInput(qrQuerySchema, input);
    const { svg, etag } = await qrSvg(data, size, () => limits.qrRenders.take(clientAddress));
    const headers = { etag, "cache-control": "private, max-age=86400" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(svg, { headers: { ...headers, "content-type": "image/svg+xml; charset=utf-8" } });
  },
});
