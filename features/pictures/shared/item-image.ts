import { z } from "zod";
import { camelKeys } from "../../../lib/validations/case";
import { editToken, itemId, slug } from "../../../lib/validations/fields";

// An owner's own picture for a wish (docs/api.md "item_image"): the file arrives as bytes from a
// multipart part named `image`; its size, format and pixel count are the picture module's to judge
// (features/pictures/process.ts), since only the bytes can tell.

const imageBytes = z
  .instanceof(Buffer, { error: "picture_missing" })
  .refine((bytes) => bytes.length > 0, "picture_missing");

export const itemImageSchema = z
  .object({ slug, edit_token: editToken, item_id: itemId, image: imageBytes })
  .transform(camelKeys);

/** Which item of whose list (`item_image_delete`, and an upload's fields checked before its picture is read). */
export const itemImageAccessSchema = z.object({ slug, edit_token: editToken, item_id: itemId }).transform(camelKeys);
export const removeItemImageSchema = itemImageAccessSchema;

export type ItemImageInput = z.output<typeof itemImageSchema>;
export type RemoveItemImageInput = z.output<typeof removeItemImageSchema>;

/** The path after the `image` endpoint's prefix: `<id>` (the large picture) or `<id>/card`; anything else is a 404. */
export const pictureAddressSchema = z
  .object({
    segments: z.array(z.string()).transform((segments, ctx) => {
      const [id = "", size, ...rest] = segments;
      if (!/^[a-z0-9]{1,64}$/.test(id) || rest.length > 0 || (size !== undefined && size !== "card")) {
        ctx.addIssue({ code: "custom", message: "picture_not_found" });
        return z.NEVER;
      }
      return { id, size: size === "card" ? ("card" as const) : ("large" as const) };
    }),
  })
  .transform(({ segments }) => segments);
