import { endpoint } from "@/lib/server/http/endpoint";
import { createDraw } from "@/lib/server/draws/draws";
import { createDrawSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_create", {
  POST: async ({ input, clientAddress }) => {
    const { slug, organizerToken } = await createDraw({ ...parseInput(createDrawSchema, input), clientAddress });
    return { slug, organizer_token: organizerToken };
  },
});
