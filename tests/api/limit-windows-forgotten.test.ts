// The privacy page says the network addresses the limits count under are kept "only for the
// limit's time window". They are keys of "RateLimit" rows, swept only when a limited request came
// (at most once a minute): an instance nobody asked after the window kept the last visitors'
// addresses until the next one — after Christmas on a family's server, until the next November.
// Each instance now sweeps them at its start and every minute (decision 212).
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it, onTestFinished } from "vitest";
import { createApi } from "../support/api";
import { openDatabase } from "../support/database";
import { freshDatabase, startServer } from "../support/server";

const env = { TRUST_PROXY: "1", RATE_LIMIT_QR_WINDOW_SECONDS: "1" };

it("forgets a client address once its window has passed, though no limited request comes", async () => {
  const database = await freshDatabase();
  onTestFinished(() => database.remove());
  const db = openDatabase(database.databaseUrl);
  onTestFinished(() => db.close());
  const rowsOf = async (address: string) =>
    (await db.execute(`SELECT "key" FROM "RateLimit" WHERE "key" LIKE ?`, [`%${address}%`])).rows.length;
  /** A QR code drawn for `address`: one attempt of a limit counted per address. */
  const drawQr = async (baseUrl: string, address: string) => {
    const answer = await createApi(baseUrl).get(`/api/qr?data=${address}`, { "x-forwarded-for": address });
    expect(answer.status, answer.text).toBe(200);
    expect(await rowsOf(address)).toBe(1);
  };

  // the window ends while no server runs; the next start is asked nothing limited
  const first = await startServer(env, database);
  await drawQr(first.baseUrl, "203.0.113.77");
  await first.stop();
  await sleep(1500);
  const second = await startServer(env, database);
  onTestFinished(() => second.stop());
  // the start's sweep comes 3 s after the start; where a busy machine made it fail (its write lock
  // waited in vain), the minute's sweep forgets the row: up to ~65 s after the start, so 150 s
  await expect.poll(() => rowsOf("203.0.113.77"), { timeout: 150_000, interval: 250 }).toBe(0);

  // the window ends on a running instance that nobody asks anything limited afterwards
  await drawQr(second.baseUrl, "203.0.113.78");
  await expect.poll(() => rowsOf("203.0.113.78"), { timeout: 180_000, interval: 1000 }).toBe(0);
  expect(second.output()).not.toContain("[limits]");
}, 420_000);
