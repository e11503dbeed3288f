import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { shared } from "../../server/shared.mjs";
import { AppError } from "../../lib/errors";
import type { ListReportInput, ReportReason } from "./shared/report";
import { isoTime } from "./lists";
import { db } from "../../lib/server/db/client";
import { limits, takeEach } from "../../lib/server/limits";
import { randomId } from "../../lib/server/tokens";

// "Report this list" (docs/decisions/129-reports.md): a visitor tells the instance's admin about a
// list or a draw. Nothing about the sender is kept; the limits count per sender (and per sender and
// list) in the shared store, so one visitor cannot fill the admin's view — by a code made from the
// address with a key only this process knows, never the address, and for an hour (decision 215).

/** Made at the process's start and never stored: once it is gone, no code leads back to an address. */
const reportLimitKey = shared("reportLimitKey", () => randomBytes(32));

/** The sender as the report limits count it: not the address, and nothing that turns back into one. */
const senderCode = (clientAddress: string) =>
  createHmac("sha256", reportLimitKey).update(clientAddress).digest("base64url").slice(0, 22);

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
  const sender = senderCode(clientAddress);
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
