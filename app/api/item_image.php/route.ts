import { endpoint } from "@/lib/server/http/endpoint";
import { MAX_UPLOAD_BODY, receiveItemImage } from "@/lib/server/pictures/upload";

// The picture is read as it arrives, after its fields were checked (docs/decisions/073).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  "item_image",
  { POST: async ({ request, clientAddress }) => ({ item: await receiveItemImage({ request, clientAddress }) }) },
  { maxBodyBytes: MAX_UPLOAD_BODY, streamed: true, tooLarge: "picture_too_large" },
);
