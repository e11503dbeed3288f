import { z } from "zod";
import { success } from "../../../lib/validations/answer-envelope";

export const statsAnswers = {
  list_stats: success({ items: z.number().int().min(0), reserved: z.number().int().min(0), top: z.array(z.string()) }),
};
