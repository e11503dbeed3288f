// The domain (lib/server) without HTTP: a migrated SQLite file in a temp dir, the configuration
// read from `env`, and the domain modules imported after that (they read the configuration once,
// at import). Vitest gives every test file its own module graph, so each file gets its own store.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "../../server/migrations.mjs";
import { isAppError, type ErrorCode } from "@/lib/errors";

export async function openDomain(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-domain-"));
  const databaseUrl = `file:${path.join(dir, "domain.db")}`;
  await migrate({ databaseUrl, log: () => {} });
  Object.assign(process.env, { DATABASE_URL: databaseUrl, ...env });
  const [lists, ownerPassword, items, reservations, { db }, { requireOwnedList }, { requireOwnedItem }] =
    await Promise.all([
      import("@/features/lists/lists"),
      import("@/features/lists/owner-password"),
      import("@/features/items/items"),
      import("@/features/giving/claims"),
      import("@/lib/server/db/client"),
      import("@/lib/server/auth"),
      import("@/features/items/item-access"),
    ]);
  return {
    /** A list's reads and changes, and its owner password's (creating a list, logging in). */
    lists: { ...lists, ...ownerPassword },
    items,
    reservations,
    /** The owner's list or wish as the request frame checks it before a change (lib/server/http/access.ts). */
    owned: requireOwnedList,
    ownedWish: requireOwnedItem,
    /** For checks no answer shows (rows left behind). */
    db,
    close: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The error code a settled domain call failed with, "ok" for a success. */
export function outcome(result: PromiseSettledResult<unknown>): ErrorCode | "ok" {
  if (result.status === "fulfilled") return "ok";
  if (isAppError(result.reason)) return result.reason.code;
  throw result.reason;
}

export function countOutcomes(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[outcome(result)] = (counts[outcome(result)] ?? 0) + 1;
  return counts;
}
