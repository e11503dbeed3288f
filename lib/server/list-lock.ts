import "server-only";
import type { Prisma } from "./db/generated/client";

/**
 * As a transaction's first statement: takes the list row's lock (PostgreSQL) or the write lock
 * (SQLite) with a write that changes nothing, so changes to one list's items (order, count,
 * reservations, quantities) run one after another on every instance, and what they read next is
 * current (docs/decisions/027-postgresql.md, 028-quantities.md).
 */
export function lockListItems(client: Pick<Prisma.TransactionClient, "$executeRaw">, listId: string) {
  return client.$executeRaw`UPDATE "List" SET "updatedAt" = "updatedAt" WHERE "id" = ${listId}`;
}
