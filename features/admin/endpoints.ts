import { adminDeleteList, adminLists, setListHidden } from "@/features/admin/lists";
import { removeDraw } from "@/features/draws/change";
import { adminOverview } from "@/features/admin/overview";
import { defineEndpoints } from "@/lib/server/http/endpoint";
import { adminReports, createReport, dismissReport } from "@/features/admin/reports";
import type { ErrorCode } from "@/lib/errors";
import {
  ADMIN_TOKEN_HEADER,
  adminDrawDeleteSchema,
  adminListDeleteSchema,
  adminListHideSchema,
  adminListsSchema,
  adminReportDismissSchema,
} from "@/features/admin/shared/admin";
import { listReportSchema } from "@/features/admin/shared/report";

// Reports and the admin view (docs/api.md "Admin", docs/decisions/128-the-admin-view.md,
// 129-reports.md). Every admin path checks the `X-Admin-Token` header first (404 while ADMIN_TOKEN
// is unset or too short, 401 for a wrong token, 429 after too many), before its input is read.

const ADMIN_ONLY =
  "Needs the `X-Admin-Token` header (never a query or body field). While `ADMIN_TOKEN` is unset or shorter than 16 characters, 404 `not_found`.";
const ADMIN_HEADER = [{ name: ADMIN_TOKEN_HEADER, description: "ADMIN_TOKEN: the admin view's token" }];
const ADMIN_ERRORS: ErrorCode[] = ["not_found", "admin_token_invalid", "too_many_attempts"];

export const ADMIN_ENDPOINTS = defineEndpoints({
  list_report: {
    access: "anyone",
    summary: "Report a list or a draw to the instance's admin",
    description:
      "`slug` names a list, `draw_slug` a draw (one of them); `reason` one of `illegal`, `hateful`, `spam`, " +
      "`personal_data`, `other`; `note` optional, up to 1000 characters. Limited per address and list or draw, " +
      "and per address.",
    input: listReportSchema,
    errors: [
      "slug_required",
      "report_target_required",
      "invalid_report_reason",
      "note_too_long",
      "control_characters",
      "list_not_found",
      "draw_not_found",
      "too_many_attempts",
    ],
    handle: async ({ parse, clientAddress }) => {
      await createReport(parse(), clientAddress);
      return {};
    },
  },
  admin_overview: {
    access: "admin",
    summary: "The instance at a glance (admin)",
    description: ADMIN_ONLY,
    headerParameters: ADMIN_HEADER,
    errors: ADMIN_ERRORS,
    handle: () => adminOverview(),
  },
  admin_lists: {
    access: "admin",
    summary: "A page of lists, newest first, searched by title or slug (admin)",
    description: `No passwords, tokens, givers' names or mail addresses. ${ADMIN_ONLY}`,
    input: adminListsSchema,
    headerParameters: ADMIN_HEADER,
    errors: [...ADMIN_ERRORS, "title_too_long", "invalid_field"],
    handle: async ({ parse }) => adminLists(parse()),
  },
  admin_list_hide: {
    access: "admin",
    summary: "Hide a list from its visitors, or show it again (admin)",
    description: `\`hidden\`: true (the default) or false. A hidden list's page and list_get answer 410 \`list_hidden\`. ${ADMIN_ONLY}`,
    input: adminListHideSchema,
    headerParameters: ADMIN_HEADER,
    errors: [...ADMIN_ERRORS, "slug_required", "list_not_found", "invalid_field"],
    handle: async ({ parse }) => {
      const { slug, hidden } = parse();
      return setListHidden(slug, hidden);
    },
  },
  admin_list_delete: {
    access: "admin",
    summary: "Delete a list for good, as its owner's delete does (admin)",
    description: ADMIN_ONLY,
    input: adminListDeleteSchema,
    headerParameters: ADMIN_HEADER,
    errors: [...ADMIN_ERRORS, "slug_required", "list_not_found"],
    handle: async ({ parse }) => {
      await adminDeleteList(parse().slug);
      return {};
    },
  },
  admin_draw_delete: {
    access: "admin",
    summary: "Delete a draw for good, its people, pairs, links and reports with it (admin)",
    description: `A draw has no owner's delete; this is how a reported one goes. ${ADMIN_ONLY}`,
    input: adminDrawDeleteSchema,
    headerParameters: ADMIN_HEADER,
    errors: [...ADMIN_ERRORS, "slug_required", "draw_not_found"],
    handle: async ({ parse }) => {
      await removeDraw(parse().slug);
      return {};
    },
  },
  admin_reports: {
    access: "admin",
    summary: "The reports waiting, newest first, grouped by list or draw (admin)",
    description: ADMIN_ONLY,
    headerParameters: ADMIN_HEADER,
    errors: ADMIN_ERRORS,
    handle: () => adminReports(),
  },
  admin_report_dismiss: {
    access: "admin",
    summary: "Dismiss a report (admin)",
    description: ADMIN_ONLY,
    input: adminReportDismissSchema,
    headerParameters: ADMIN_HEADER,
    errors: [...ADMIN_ERRORS, "invalid_field", "report_not_found"],
    handle: async ({ parse }) => {
      await dismissReport(parse().report_id);
      return {};
    },
  },
});
