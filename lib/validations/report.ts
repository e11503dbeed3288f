import { z } from "zod";
import { optionalChoice, optionalText, slug } from "./fields";
import { LIMITS } from "./limits";

/**
 * Why a visitor reports a list or a draw (docs/decisions/129-reports.md): a short fixed set, so the
 * admin sorts them at a glance and nobody writes an essay into the admin's view; a note may add a
 * few words. `other` needs no note.
 */
export const REPORT_REASONS = ["illegal", "hateful", "spam", "personal_data", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

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
