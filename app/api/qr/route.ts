import { endpoint } from "@/lib/server/http/endpoint";
import { qrSvg } from "@/lib/server/qr";
import { qrQuerySchema } from "@/lib/validations/qr";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ input }) => {
    const { data, size } = parseInput(qrQuerySchema, input);
    return new Response(await qrSvg(data, size), {
      headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "private, max-age=3600" },
    });
  },
});
