import "server-only";
import { createHmac } from "node:crypto";
import { AppError } from "../../lib/errors";
import type { ListReportInput, ReportReason } from "./shared/report";
import { isoTime } from "./lists";
import { db } from "../../lib/server/db/client";
import { limits, sharedKeyUntil, takeEach } from "../../lib/server/limits";
import { randomId } from "../../lib/server/tokens";

// "Report this list" (docs/decisions/129-reports.md): a visitor tells the instance's admin about a
// list or a draw. Nothing about the sender is kept; the limits count per sender (and per sender and
// list) in the shared store, so one visitor cannot fill the admin's view — by a code made from the
// address with a key of the hour, never the address, and for an hour (decisions 215, 218).

const HOUR_MS = 60 * 60 * 1000;

/**
 * The sender as the report limits count it: not the address, and nothing that turns back into one
 * once the hour is over. The key is the hour's, shared by every instance through the database (so
 * their counts, and a restarted one's, are one count) and forgotten when the hour ends; the codes
 * made with it leave with their windows an hour after their last report.
 */
async function senderCode(clientAddress: string, now = Date.now()): Promise<string> {
  const hourEnds = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  const key = await sharedKeyUntil(`report-sender-key|${hourEnds}`, hourEnds);
  return createHmac("sha256", key).update(clientAddress).digest("base64url").slice(0, 22);
}

/** The most reports the admin view shows at once (the oldest wait until newer ones are dismissed). */
const SHOWN_REPORTS = 500;

export async function createReport(input: ListReportInput, clientAddress: string): Promise<void> {
  const { target } = input;
  const found =
    target.kind === "list"
      ? await db.list.findUnique({ where: { slug: target.slug }, select: { id: true } })
      : await db.draw.findUnique({ where: { slug: target.slug }, select: { id: true } });
  if (!found) throw new AppError(target.kind === "list" ? "list_not_found" : "draw_not_found");
  // keyed `<id>|<sender>`: removing the list or draw removes its counts too (features/lists/list-change.ts)
  const sender = await senderCode(clientAddress);
  await takeEach([
    [limits.reportsPerTarget, `${found.id}|${sender}`],
    [limits.reportsPerAddress, sender],
  ]);
  await db.report.create({
    data: {
      id: randomId(),
      ...(target.kind === "list" ? { listId: found.id } : { drawId: found.id }),
      reason: input.reason,
      note: input.note,
    },
  });
}

type Group = {
  kind: "list" | "draw";
  slug: string;
  title: string;
  hidden: boolean;
  reports: { id: string; reason: ReportReason; note: string | null; created_at: string }[];
};

/** The reports waiting, newest first, grouped by their list or draw (the group of the newest first). */
export async function adminReports(): Promise<{ groups: Group[] }> {
  const rows = await db.report.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: SHOWN_REPORTS,
    select: {
      id: true,
      reason: true,
      note: true,
      createdAt: true,
      list: { select: { id: true, slug: true, title: true, hiddenAt: true } },
      draw: { select: { id: true, slug: true, title: true } },
    },
  });
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const owner = row.list ?? row.draw;
    if (!owner) continue;
    let group = groups.get(owner.id);
    if (!group) {
      group = {
        kind: row.list ? "list" : "draw",
        slug: owner.slug,
        title: owner.title,
        hidden: Boolean(row.list?.hiddenAt),
        reports: [],
      };
      groups.set(owner.id, group);
    }
    group.reports.push({
      id: row.id,
      reason: row.reason as ReportReason,
      note: row.note,
      created_at: isoTime(row.createdAt),
    });
  }
  return { groups: [...groups.values()] };
}

/** The admin has seen it: the report is gone for good. */
export async function dismissReport(reportId: string): Promise<void> {
  const { count } = await db.report.deleteMany({ where: { id: reportId } });
  if (count === 0) throw new AppError("report_not_found");
}
