import { endpoint } from "@/lib/server/http/endpoint";
import { organizerLogin } from "@/lib/server/draws/draws";
import { organizerLoginSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_login", {
  POST: async ({ input, clientAddress }) => {
    const { organizerToken } = await organizerLogin({ ...parseInput(organizerLoginSchema, input), clientAddress });
    return { organizer_token: organizerToken };
  },
});
