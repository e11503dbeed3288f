// PostgreSQL's faults as its driver and Prisma hand them over, built with their own classes (pg's
// DatabaseError, Prisma's DriverAdapterError and client error). The restart itself (57P01, refused
// connections) is also met for real in tests/api/database-restart.test.ts, SQLite's faults in
// tests/domain/database-faults.test.ts; a disk_full or a pool timeout cannot be made cheaply there.
import { PrismaClientKnownRequestError, PrismaClientUnknownRequestError } from "@prisma/client-runtime-utils";
import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseFaultOf } from "./fault-kind";

/** A server error as pg makes it from the wire. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, "error");
  Object.assign(error, { code, severity: "FATAL" });
  return error;
}

/** What Prisma's client throws for a raw query the adapter reported failed (as PrismaPg maps it). */
function throughPrisma(error: InstanceType<typeof pg.DatabaseError>) {
  const adapterError = new DriverAdapterError({
    kind: "postgres",
    code: error.code ?? "N/A",
    severity: error.severity ?? "N/A",
    message: error.message,
    originalCode: error.code,
    originalMessage: error.message,
  } as never);
  return new PrismaClientKnownRequestError(`Raw query failed. Code: \`${error.code}\`. Message: \`${error.message}\``, {
    code: "P2010",
    clientVersion: "7",
    meta: { driverAdapterError: adapterError },
  });
}

/** A socket error as Node makes it. */
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: "connect" });
}

describe("databaseFaultOf on PostgreSQL", () => {
  it("takes a full disk for storage_full, whether raw or wrapped by Prisma", () => {
    const full = serverError("53100", 'could not extend file "base/16384/16390": No space left on device');
    for (const error of [full, throughPrisma(full)]) {
      expect(databaseFaultOf(error)).toEqual({
        fault: "storage_full",
        writesOnly: true,
        reason: 'could not extend file "base/16384/16390": No space left on device',
      });
    }
  });

  it("takes a restart, a refused or broken connection and a pool timeout for database_unavailable", () => {
    const cases = [
      serverError("57P01", "terminating connection due to administrator command"),
      throughPrisma(serverError("57P01", "terminating connection due to administrator command")),
      serverError("57P03", "the database system is starting up"),
      serverError("08006", "connection failure"),
      serverError("53300", "sorry, too many clients already"),
      socketError("ECONNREFUSED"),
      new DriverAdapterError({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 } as never),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new PrismaClientKnownRequestError("Timed out fetching a new connection from the connection pool.", {
        code: "P2024",
        clientVersion: "7",
      }),
      new PrismaClientUnknownRequestError("Error: Connection terminated unexpectedly", { clientVersion: "7" }),
    ];
    for (const error of cases) {
      expect(databaseFaultOf(error), String(error)).toMatchObject({ fault: "database_unavailable", writesOnly: false });
    }
  });

  it("takes a transaction that outlasted its timeout for a fault of writes (503, nothing refused beside it)", () => {
    const expired = new PrismaClientKnownRequestError(
      "Transaction API error: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 9755 ms passed since the start of the transaction.",
      { code: "P2028", clientVersion: "7", meta: { modelName: "DrawToken", operation: "query", timeout: 5000 } },
    );
    expect(databaseFaultOf(expired)).toMatchObject({ fault: "database_unavailable", writesOnly: true });
    // its commit, when the time ran out after the last query (session 78's third CI, 5.4 s)
    const expiredCommit = new PrismaClientKnownRequestError(
      "Transaction API error: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 5443 ms passed since the start of the transaction.",
      { code: "P2028", clientVersion: "7", meta: { operation: "commit", timeout: 5000 } },
    );
    expect(databaseFaultOf(expiredCommit)).toMatchObject({ fault: "database_unavailable", writesOnly: true });
  });

  it("leaves the app's own errors alone: a constraint, a syntax error, a missing table", () => {
    const cases = [
      throughPrisma(serverError("23505", 'duplicate key value violates unique constraint "List_slug_key"')),
      serverError("42601", 'syntax error at or near "SELEC"'),
      serverError("42P01", 'relation "Nope" does not exist'),
      new PrismaClientKnownRequestError("Unique constraint failed", { code: "P2002", clientVersion: "7" }),
    ];
    for (const error of cases) expect(databaseFaultOf(error), String(error)).toBeNull();
  });
});
