import type { Call } from "./recorder";

/** Reports and the admin view (docs/api.md "Admin"): `drawSlug` a draw of the script. */
export async function adminScript(call: Call, drawSlug: string, adminToken: string) {
  const admin = { "x-admin-token": adminToken };
  const list = await call("create list to report", "POST", "/api/list_create.php", {
    form: { title: "Gemeldet", owner_password: "pw" },
  });
  const slug = list.slug as string;
  await call("report a list", "POST", "/api/list_report.php", { json: { slug, reason: "spam", note: "Werbung" } });
  await call("report a draw", "POST", "/api/list_report.php", { form: { draw_slug: drawSlug, reason: "other" } });
  await call(
    "report without a reason (en)",
    "POST",
    "/api/list_report.php",
    { form: { slug } },
    { "accept-language": "en" },
  );
  await call("admin overview without a token", "GET", "/api/admin_overview.php");
  await call("admin overview, wrong token (nl)", "GET", "/api/admin_overview.php", undefined, {
    "x-admin-token": "x".repeat(32),
    "accept-language": "nl",
  });
  await call("admin overview", "GET", "/api/admin_overview.php", undefined, admin);
  await call("admin lists", "GET", `/api/admin_lists.php?q=${encodeURIComponent("gemeldet")}&page=1`, undefined, admin);
  const reports = await call("admin reports", "GET", "/api/admin_reports.php", undefined, admin);
  const [first] = (reports.groups as { reports: { id: string }[] }[])[0]!.reports;
  await call("dismiss a report", "POST", "/api/admin_report_dismiss.php", { form: { report_id: first!.id } }, admin);
  await call("hide a list", "POST", "/api/admin_list_hide.php", { json: { slug, hidden: true } }, admin);
  await call("a hidden list (es)", "GET", `/api/list_get.php?slug=${slug}`, undefined, { "accept-language": "es" });
  await call("show a list again", "POST", "/api/admin_list_hide.php", { form: { slug, hidden: "0" } }, admin);
  await call("admin deletes a list", "POST", "/api/admin_list_delete.php", { form: { slug } }, admin);
  await call(
    "admin deletes the reported draw",
    "POST",
    "/api/admin_draw_delete.php",
    { json: { slug: drawSlug } },
    admin,
  );
}
