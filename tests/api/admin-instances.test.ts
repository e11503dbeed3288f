// The admin view of several instances on one database whose settings differ
// (docs/decisions/217-what-the-operator-trips-over-a-fourth-time.md): the overview names the
// instance that answered, every instance seen lately with its settings, and the settings they do
// not share — before, it showed whichever instance answered as if it were the whole install.
import os from "node:os";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import { ADMIN_ENV, adminCallers } from "../support/admin";
import { createApi, expectOk } from "../support/api";
import { freshDatabase, startServer, type FreshDatabase, type TestServer } from "../support/server";

type Overview = ApiAnswer<"admin_overview">;

const A = { ...ADMIN_ENV, RETENTION_DAYS: "400", OPERATOR_CONTACT: "club@example.org" };
const B = { ...ADMIN_ENV, RETENTION_DAYS: "30" };
let database: FreshDatabase;
let servers: TestServer[] = [];
const { admin } = adminCallers();

beforeAll(async () => {
  database = await freshDatabase();
  servers = await Promise.all([startServer(A, database), startServer(B, database)]);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.remove();
});

const nameOf = (server: TestServer) => `${os.hostname()}:${server.port}`;

async function overviewFrom(server: TestServer): Promise<Overview> {
  const answer = await createApi(server.baseUrl).get("/api/admin_overview.php", admin());
  expectOk(answer);
  return answer.json as Overview;
}

it("names the instance that answered and flags the settings the instances do not share", async () => {
  const [a, b] = servers as [TestServer, TestServer];
  // each instance records its settings a few seconds after its start
  await expect.poll(async () => (await overviewFrom(a)).instances.length, { timeout: 60_000, interval: 500 }).toBe(2);
  const fromA = await overviewFrom(a);
  expect(fromA.instance).toBe(nameOf(a));
  expect(fromA.retention_days).toBe(400);
  expect(fromA.settings_differ).toEqual(["RETENTION_DAYS", "OPERATOR_CONTACT"]);
  expect(fromA.instances.map((instance) => instance.name)).toEqual([nameOf(a), nameOf(b)]);
  expect(fromA.instances[0]!.settings).toMatchObject({ RETENTION_DAYS: "400", OPERATOR_CONTACT: "club@example.org" });
  expect(fromA.instances[1]!.settings).toMatchObject({ RETENTION_DAYS: "30", OPERATOR_CONTACT: null });
  // settings the instances share are not flagged, and a secret is never shown
  expect(fromA.instances[1]!.settings).toMatchObject({ PICTURES_MAX_TOTAL_MB: "1" });
  expect(JSON.stringify(fromA)).not.toContain(ADMIN_ENV.ADMIN_TOKEN);

  const fromB = await overviewFrom(b);
  expect(fromB.instance).toBe(nameOf(b));
  // "Lists and draws kept" is the install's: the longest of the instances', which the sweep keeps (224),
  // not the answering instance's 30 (decision 220)
  expect(fromB.retention_days).toBe(400);
  expect(fromB.settings_differ).toEqual(["RETENTION_DAYS", "OPERATOR_CONTACT"]);
  expect(fromB.instances.map((instance) => instance.name)).toEqual([nameOf(b), nameOf(a)]);
});
