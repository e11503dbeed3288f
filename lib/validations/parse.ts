import type { z } from "zod";
import { AppError, isErrorCode } from "../errors";

/** Validates input against a schema; the first problem becomes an AppError with its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const code = issue && isErrorCode(issue.message) ? issue.message : "invalid_field";
  const field = issue?.path.length ? issue.path.map(String).join(".") : undefined;
  throw new AppError(code, { field });
}
