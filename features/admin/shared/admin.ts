import { z } from "zod";
import { optionalBooleanOf, optionalText, optionalWholeNumber, slug } from "../../../lib/validations/fields";
import { LIMITS } from "../../../lib/validations/limits";

// The admin view's inputs (docs/api.md "Admin", docs/decisions/128-the-admin-view.md). The token
// itself travels in the `X-Admin-Token` header only and is checked by features/admin/access.ts.

export const ADMIN_TOKEN_HEADER = "X-Admin-Token";

/** Rows of the admin's table of lists per page. */
export const ADMIN_PAGE_SIZE = 25;

/** `admin_lists`: a search in the titles and slugs, and the page (from 1). */
export const adminListsSchema = z.object({
  q: optionalText(LIMITS.listTitle, "title_too_long"),
  page: optionalWholeNumber({ min: 1, max: 100_000 }, "invalid_field"),
});

export const adminListHideSchema = z
  .object({ slug, hidden: optionalBooleanOf("invalid_field") })
  .transform(({ slug: listSlug, hidden }) => ({ slug: listSlug, hidden: hidden ?? true }));

export const adminListDeleteSchema = z.object({ slug });

/** `admin_draw_delete`: the draw's slug, as its own paths name it (decision 196). */
export const adminDrawDeleteSchema = z.object({ slug });

export const adminReportDismissSchema = z.object({
  report_id: z.string({ error: "invalid_field" }).trim().min(1, "invalid_field").max(LIMITS.id, "report_not_found"),
});
