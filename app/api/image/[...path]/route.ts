import { AppError } from "@/lib/errors";
import { endpoint } from "@/lib/server/http/endpoint";
import { readPicture } from "@/lib/server/pictures/pictures";
import { pictureAddressSchema } from "@/lib/validations/item-image";
import { parseInput } from "@/lib/validations/parse";

// GET /api/image/<id> and /api/image/<id>/card: a kept picture (docs/api.md "image"). The id is
// new for every picture, so what one address shows never changes: cached for a year, and the
// ETag (the id and size) answers a revalidation with a 304 without reading the picture.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("image", {
  GET: async ({ request }) => {
    const segments = new URL(request.url).pathname.split("/").slice(3);
    const { id, size } = parseInput(pictureAddressSchema, { segments });
    const etag = `"${id}-${size}"`;
    const headers = { etag, "cache-control": "public, max-age=31536000, immutable" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const bytes = await readPicture(id, size);
    if (!bytes) throw new AppError("picture_not_found");
    return new Response(new Uint8Array(bytes), {
      headers: { ...headers, "content-type": "image/webp", "content-length": String(bytes.length) },
    });
  },
});
