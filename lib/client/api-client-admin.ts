// The browser's calls of "Report this list" and of the admin view (docs/api.md "Admin"), through
// the one client path of ./api-client.ts (its encoding, its failures). The admin token travels in
// the `X-Admin-Token` header only, never in an address (docs/decisions/128-the-admin-view.md).
import type { z } from "zod";
import { ENDPOINTS } from "../api-paths.mjs";
import type { ReportReason } from "../report-reasons";
import type { adminListsSchema } from "../../features/admin/shared/admin";
import { interpret, noAnswer, type ApiOutcome } from "./api-client";
import type { ApiRoute } from "../wire";

type AdminRoute = Extract<ApiRoute, `admin_${string}`>;

/** A list (`slug`) or a draw (`draw_slug`) reported to the instance's admin. */
export async function reportTarget(
  target: { slug: string } | { draw_slug: string },
  reason: ReportReason,
  note: string,
): Promise<ApiOutcome<"list_report">> {
  try {
    const response = await fetch(ENDPOINTS.list_report.path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...target, reason, ...(note.trim() ? { note } : {}) }),
      credentials: "same-origin",
    });
    return await interpret<"list_report">(response);
  } catch {
    return noAnswer();
  }
}

/** One admin call: a GET with its query, or a POST with a JSON body; the token in its header. */
export async function adminCall<R extends AdminRoute>(
  name: R,
  token: string,
  input: Record<string, string | number | boolean | undefined> = {},
): Promise<ApiOutcome<R>> {
  const { path, method } = ENDPOINTS[name];
  const headers: Record<string, string> = { "X-Admin-Token": token };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input))
    if (value !== undefined && value !== "") query.set(key, String(value));
  try {
    const response =
      method === "GET"
        ? await fetch(query.size ? `${path}?${query}` : path, {
            headers,
            cache: "no-store",
            credentials: "same-origin",
          })
        : await fetch(path, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify(input),
            credentials: "same-origin",
          });
    return await interpret<R>(response);
  } catch {
    return noAnswer();
  }
}

export type AdminListsQuery = z.input<typeof adminListsSchema>;
