import { z } from "zod";

/** `health`: liveness; with `ready=1` (or `true`) readiness, which also fails while draining. */
export const healthQuerySchema = z.object({
  ready: z
    .enum(["1", "0", "true", "false"], { error: "invalid_field" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});
