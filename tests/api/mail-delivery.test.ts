// The outbox's promises (docs/decisions/081-mail.md): an SMTP server that is down delays mail but
// never fails a reservation, and each mail is delivered once — after the server is back, after the
// app was killed with mail waiting, and with two instances sending from one PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import {
  confirmedGiver,
  eventually,
  isConfirmation,
  mailCounts,
  mailEnv,
  newAddress,
  newSender,
  outboxRows,
  reserveWithMail,
} from "../support/mail";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";
import { startSmtpServer, type SmtpCatcher } from "../support/smtp";

let smtp: SmtpCatcher;
const servers: TestServer[] = [];
const databases: FreshDatabase[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(databases.map((database) => database.remove()));
  await smtp?.stop();
});

async function started(env: Record<string, string>, database?: FreshDatabase): Promise<TestServer> {
  const server = await startServer(env, database);
  servers.push(server);
  return server;
}

async function sharedDatabase(): Promise<FreshDatabase> {
  const database = await freshDatabase();
  databases.push(database);
  return database;
}

describe("an SMTP server that is down", () => {
  it("delays the mail, never the reservation; once it is back the mail arrives once", async () => {
    const server = await started(mailEnv(smtp));
    const api = createApi(server.baseUrl, newSender());
    const list = await api.createList();
    const item = await api.addItem(list, { title: "Bike" });
    await smtp.stop();
    try {
      const address = newAddress("patient");
      await reserveWithMail(api, item.id, address);
      // the worker tried, failed and will try again; the reservation stands
      await eventually(async () => (await mailCounts(server.baseUrl)).retried! > 0, "a retried mail");
      expect((await api.getList(list.slug)).json.items[0]!.reserved_quantity).toBe(1);
      expect(server.output()).toMatch(/\[mail\] a confirm mail \w+ could not be sent; trying again in \d+ s/);
      expect(server.output()).not.toContain(address);
      await smtp.start();
      await smtp.waitFor(isConfirmation(address), "the delayed confirmation");
      await eventually(async () => (await outboxRows(server.databaseUrl)) === 0, "the outbox is empty");
      expect(smtp.to(address)).toHaveLength(1);
    } finally {
      await smtp.start().catch(() => {});
    }
  });
});

describe("a restart", () => {
  it("sends what a killed process left in the outbox, once", async () => {
    const database = await sharedDatabase();
    // a long digest window: the mail is surely still waiting when the process dies
    const first = await started(mailEnv(smtp, 3600), database);
    const api = createApi(first.baseUrl, newSender());
    const { list, item, address } = await confirmedGiver(api, smtp, "Guitar");
    expectOk(
      await api.post("/api/item_update.php", {
        slug: list.slug,
        edit_token: list.editToken,
        item_id: item.id,
        title: "Electric guitar",
      }),
    );
    expect(await outboxRows(database.databaseUrl)).toBe(1);
    await first.signal("SIGKILL");
    // the window has passed while the app was away
    const db = openDatabase(database.databaseUrl);
    await db.execute('UPDATE "MailOutbox" SET "dueAt" = "createdAt"');
    await db.close();
    const second = await started(mailEnv(smtp, 3600), database);
    const mail = await smtp.waitFor((m) => m.to === address && /Electric guitar/.test(m.text), "the digest");
    expect(mail.text).toContain("“Guitar” is now called “Electric guitar”.");
    await eventually(async () => (await outboxRows(second.databaseUrl)) === 0, "the outbox is empty");
    expect(smtp.to(address)).toHaveLength(2); // the confirmation, and this
  });
});

describe.runIf(testBackend === "postgresql")("two instances on PostgreSQL", () => {
  it("deliver every mail once", async () => {
    const database = await sharedDatabase();
    const [a, b] = await Promise.all([started(mailEnv(smtp), database), started(mailEnv(smtp), database)]);
    const apis = [createApi(a!.baseUrl, newSender()), createApi(b!.baseUrl, newSender())];
    const list = await apis[0]!.createList();
    const addresses: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const api = apis[i % 2]!;
      const item = await api.addItem(list, { title: `Wish ${i}` });
      const address = newAddress("twice");
      addresses.push(address);
      await reserveWithMail(api, item.id, address);
    }
    await eventually(async () => (await outboxRows(database.databaseUrl)) === 0, "the outbox is empty");
    for (const address of addresses) expect(smtp.to(address), address).toHaveLength(1);
    const counts = await Promise.all([mailCounts(a!.baseUrl), mailCounts(b!.baseUrl)]);
    expect(counts[0]!.sent! + counts[1]!.sent!).toBe(16);
  });
});
