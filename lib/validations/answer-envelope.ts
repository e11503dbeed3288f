// The envelope every success answer shares, used by each area's answer shapes in
// features/<area>/shared/*-responses.ts (gathered into `apiAnswers` by ./responses.ts).
import { z } from "zod";

/** `{ ok: true, …shape }`: the success body of an endpoint. */
export const success = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ ok: z.literal(true), ...shape });

/** A text field an answer always carries, null when there is none. */
export const nullableText = z.string().nullable();
