import { z } from "zod";
import { optionalChoice, optionalText, slug } from "../../../lib/validations/fields";
import { REPORT_REASONS } from "../../../lib/report-reasons";
import { LIMITS } from "../../../lib/validations/limits";

export { REPORT_REASONS, type ReportReason } from "../../../lib/report-reasons";

/** `list_report`: a list (`slug`) or a draw (`draw_slug`), exactly one of them. */
export const listReportSchema = z
  .object({
    slug: slug.optional(),
    draw_slug: slug.optional(),
    reason: optionalChoice(REPORT_REASONS, "invalid_report_reason"),
    note: optionalText(LIMITS.note, "note_too_long", { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if ((value.slug === undefined) === (value.draw_slug === undefined))
      ctx.addIssue({ code: "custom", message: "report_target_required", path: ["slug"] });
    else if (value.reason === undefined)
      ctx.addIssue({ code: "custom", message: "invalid_report_reason", path: ["reason"] });
  })
  .transform(({ slug: listSlug, draw_slug: drawSlug, reason, note }) => ({
    target:
      listSlug !== undefined ? { kind: "list" as const, slug: listSlug } : { kind: "draw" as const, slug: drawSlug! },
    reason: reason!,
    note: note ?? null,
  }));

export type ListReportInput = z.output<typeof listReportSchema>;
