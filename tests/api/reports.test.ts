// "Report this list" (docs/api.md "list_report", docs/decisions/129-reports.md): a reason from the
// short set and an optional note, about a list or a draw; limited per address and list and per
// address in the shared store; shown to the admin newest first, grouped, until dismissed.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";

const TOKEN = randomBytes(24).toString("hex");
const { api, server } = testServerForFile({ ADMIN_TOKEN: TOKEN, TRUST_PROXY: "1" });

let lastAddress = 0;
const newAddress = () => ({ "x-forwarded-for": `203.0.113.${++lastAddress}` });
const ADMIN = { "x-admin-token": TOKEN, ...newAddress() };

const report = (fields: Record<string, unknown>, headers = newAddress()) =>
  api.post("/api/list_report.php", fields, { as: "json", headers });

async function newDraw(title = "Büro-Wichteln") {
  const answer = await api.post("/api/draw_create.php", { title, organizer_password: "orga-pw-1" });
  expectOk(answer);
  return answer.json.slug as string;
}

type Group = {
  kind: string;
  slug: string;
  title: string;
  reports: { id: string; reason: string; note: string | null }[];
};
const groups = async () => (await api.get("/api/admin_reports.php", ADMIN)).json.groups as Group[];

describe("list_report", () => {
  it("refuses what is no report with a clear 400 or 404, in the sender's language", async () => {
    const list = await api.createList("Gemeldet");
    expectFailure(await report({ reason: "spam" }), 400, "report_target_required");
    expectFailure(await report({ slug: list.slug, draw_slug: "x", reason: "spam" }), 400, "report_target_required");
    expectFailure(await report({ slug: list.slug }), 400, "invalid_report_reason");
    expectFailure(await report({ slug: list.slug, reason: "boring" }), 400, "invalid_report_reason");
    const fr = await api.post(
      "/api/list_report.php",
      { slug: list.slug, reason: "boring" },
      { headers: { "accept-language": "fr" } },
    );
    expectFailure(fr, 400, "invalid_report_reason", "fr");
    expectFailure(await report({ slug: list.slug, reason: "other", note: "x".repeat(1001) }), 400, "note_too_long");
    expectFailure(await report({ slug: "no-such-list", reason: "spam" }), 404, "list_not_found");
    expectFailure(await report({ draw_slug: "no-such-draw", reason: "spam" }), 404, "draw_not_found");
  });

  it("reaches the admin newest first, grouped by list or draw, until dismissed", async () => {
    const older = await api.createList("Ältere Liste");
    const newer = await api.createList("Neuere Liste");
    const draw = await newDraw();
    expectOk(await report({ slug: older.slug, reason: "spam" }));
    expectOk(await report({ draw_slug: draw, reason: "hateful", note: "Beleidigungen im Titel" }));
    expectOk(await report({ slug: older.slug, reason: "illegal", note: "  <b>Waffen</b>  " }));
    expectOk(await report({ slug: newer.slug, reason: "personal_data" }));

    const shown = await groups();
    expect(shown.map((group) => [group.kind, group.title])).toEqual([
      ["list", "Neuere Liste"],
      ["list", "Ältere Liste"],
      ["draw", "Büro-Wichteln"],
    ]);
    const olderReports = shown[1]!.reports;
    expect(olderReports.map((each) => [each.reason, each.note])).toEqual([
      ["illegal", "<b>Waffen</b>"],
      ["spam", null],
    ]);
    // nothing about who sent it
    expect(JSON.stringify(shown)).not.toMatch(/203\.0\.113/);
    const overview = await api.get("/api/admin_overview.php", ADMIN);
    expect(overview.json.reports).toBe(4);
    const table = await api.get<{ lists: { reports: number }[] }>(`/api/admin_lists.php?q=${older.slug}`, ADMIN);
    expect(table.json.lists[0]!.reports).toBe(2);

    const dismissed = olderReports[0]!.id;
    expectOk(await api.post("/api/admin_report_dismiss.php", { report_id: dismissed }, { headers: ADMIN }));
    expect((await groups())[1]!.reports.map((each) => each.id)).not.toContain(dismissed);
    expectFailure(
      await api.post("/api/admin_report_dismiss.php", { report_id: dismissed }, { headers: ADMIN }),
      404,
      "report_not_found",
    );
    // a deleted list takes its reports with it
    expectOk(await api.post("/api/admin_list_delete.php", { slug: newer.slug }, { headers: ADMIN }));
    expect((await groups()).map((group) => group.title)).not.toContain("Neuere Liste");
  });

  it("takes three reports per address and list an hour, also sent at once; another address or list goes on", async () => {
    const list = await api.createList("Oft gemeldet");
    const other = await api.createList("Andere");
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => report({ slug: list.slug, reason: "spam" }, from)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expectFailure(
      answers.find((answer) => answer.status === 429)!,
      429,
      "too_many_attempts",
    );
    expectOk(await report({ slug: other.slug, reason: "spam" }, from));
    expectOk(await report({ slug: list.slug, reason: "spam" }));
    const group = (await groups()).find((each) => each.slug === list.slug)!;
    expect(group.reports).toHaveLength(4);
  });

  it("keeps no sender's address for its limits, only a keyed code, and for an hour (decision 215)", async () => {
    const list = await api.createList("Gemeldet, ohne Spur");
    const from = newAddress();
    const before = Date.now();
    expectOk(await report({ slug: list.slug, reason: "spam" }, from));
    const database = openDatabase(server.databaseUrl);
    try {
      const { rows } = await database.execute(
        `SELECT "key", "expiresAt" FROM "RateLimit" WHERE "bucket" IN ('report', 'report-address')`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        // neither an address (this file's senders all come from 203.0.113.x) nor its plain hash:
        // what the privacy page says of reports
        expect(String(row.key)).not.toMatch(/203\.0\.113\./);
        expect(String(row.key)).not.toContain(createHash("sha256").update(from["x-forwarded-for"]).digest("hex"));
        expect(Number(row.expiresAt)).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
        expect(Number(row.expiresAt)).toBeGreaterThan(before);
      }
    } finally {
      await database.close();
    }
  });

  it("lets the admin delete a reported draw, which nobody else can, its reports and people with it", async () => {
    const created = await api.post("/api/draw_create.php", { title: "Hetz-Wichteln", organizer_password: "orga-pw-1" });
    expectOk(created);
    const { slug, organizer_token: organizerToken } = created.json as { slug: string; organizer_token: string };
    const kept = await newDraw("Anderes Wichteln");
    expectOk(await api.post("/api/draw_join.php", { slug, name: "Anna", password: "anna-pw-1" }));
    expectOk(await report({ draw_slug: slug, reason: "hateful", note: "Beleidigungen" }));
    const asOrganizer = () => api.get(`/api/draw_get.php?slug=${slug}`, { "x-organizer-token": organizerToken });
    expectOk(await asOrganizer());
    const drawsBefore = (await api.get("/api/admin_overview.php", ADMIN)).json.draws as number;

    const deleting = (headers: Record<string, string>) =>
      api.post("/api/admin_draw_delete.php", { slug }, { headers: { ...newAddress(), ...headers } });
    expectFailure(await deleting({}), 401, "admin_token_invalid");
    expectOk(await deleting({ "x-admin-token": TOKEN }));

    expectFailure(await asOrganizer(), 404, "draw_not_found");
    expect((await groups()).map((group) => group.slug)).not.toContain(slug);
    expect((await api.get("/api/admin_overview.php", ADMIN)).json.draws).toBe(drawsBefore - 1);
    expectFailure(await deleting({ "x-admin-token": TOKEN }), 404, "draw_not_found");
    // the other draw stays
    expectOk(await report({ draw_slug: kept, reason: "spam" }));
  });
});
