import { endpoint } from "@/lib/server/http/endpoint";
import { removePerson } from "@/lib/server/draws/people";
import { participantAccessSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_remove", {
  POST: async ({ input }) => {
    await removePerson(parseInput(participantAccessSchema, input));
    return {};
  },
});
