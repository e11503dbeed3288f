// The database-backed rate-limit store on this pass's backend (SQLite, or PostgreSQL with
// TEST_DATABASE=postgresql): counting is atomic, windows slide, a slot can be given back, and two
// processes' worth of clients on one database count together.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { openDatabase, type Db, type RawReader } from "../../lib/server/db/connect";
import { DatabaseLimitStore } from "../../lib/server/limits/database-store";
import { freshDatabase, testBackend, type FreshDatabase } from "../support/server";

const setting = { max: 3, windowSeconds: 60 };

let database: FreshDatabase;
const clients: { db: Db; reader: RawReader }[] = [];
function connect(): { db: Db; reader: RawReader } {
  const client = openDatabase(
    testBackend === "postgresql"
      ? { provider: "postgresql", url: database.databaseUrl, poolSize: 10 }
      : { provider: "sqlite", url: database.databaseUrl },
  );
  clients.push(client);
  return client;
}
const newStore = ({ db, reader } = connect()) => new DatabaseLimitStore(db, testBackend, reader);

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await Promise.all(clients.flatMap(({ db, reader }) => [reader.close(), db.$disconnect()]));
  await database?.remove();
});

async function retryAfter(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("too_many_attempts");
    return (error as AppError).retryAfterSeconds ?? -1;
  }
}

describe(`DatabaseLimitStore on ${testBackend}`, () => {
  it("counts in one statement, so calls made at once cannot pass together — across clients too", async () => {
    // two stores on two connections (pools) stand for two app instances
    const stores = [newStore(), newStore()];
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => stores[i % 2]!.take("b", "at-once", { max: 7, windowSeconds: 60 }, 1000)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
  });

  it("limits until the oldest attempt leaves the window; Retry-After rounds up", async () => {
    const store = newStore();
    await store.take("b", "k", setting, 0);
    await store.take("b", "k", setting, 10_000);
    await store.take("b", "k", setting, 20_000);
    expect(await retryAfter(store.take("b", "k", setting, 20_000))).toBe(40);
    expect(await retryAfter(store.take("b", "k", setting, 59_999))).toBe(1);
    expect(await retryAfter(store.take("b", "k", setting, 60_000))).toBeNull();
    expect(await retryAfter(store.take("b", "other", setting, 60_000))).toBeNull();
    expect(await retryAfter(store.take("other-bucket", "k", setting, 60_000))).toBeNull();
  });

  it("gives back only the one slot, even when attempts share a millisecond", async () => {
    const store = newStore();
    await store.take("b", "give", setting, 5);
    await store.take("b", "give", setting, 5);
    const third = await store.take("b", "give", setting, 5);
    expect(await retryAfter(store.take("b", "give", setting, 6))).not.toBeNull();
    await third.giveBack();
    expect(await retryAfter(store.take("b", "give", setting, 7))).toBeNull();
    expect(await retryAfter(store.take("b", "give", setting, 8))).not.toBeNull();
  });

  it("counts a weight all at once or not at all, across clients, and gives it all back (an import's pictures)", async () => {
    const stores = [newStore(), newStore()];
    const ten = { max: 10, windowSeconds: 60 };
    // four takes of 3 sent at once to two clients: 3 fit (9 of 10), the fourth is refused whole
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => stores[i % 2]!.take("w", "import", ten, 1000, 3)),
    );
    const taken = results.filter((r) => r.status === "fulfilled");
    expect(taken).toHaveLength(3);
    expect(await retryAfter(stores[0]!.take("w", "import", ten, 1000, 2))).toBe(60);
    expect(await retryAfter(stores[0]!.take("w", "import", ten, 1000, 1))).toBeNull();
    // giving one back frees its three; more than the whole window can hold never fits
    await (taken[0] as PromiseFulfilledResult<{ giveBack(): Promise<void> }>).value.giveBack();
    expect(await retryAfter(stores[1]!.take("w", "import", ten, 2000, 3))).toBeNull();
    expect(await retryAfter(stores[1]!.take("w", "fresh", ten, 2000, 11))).toBe(60);
    // a window that slides frees them one time at a time
    expect(await retryAfter(stores[1]!.take("w", "import", ten, 61_000, 3))).toBeNull();
  });

  it("takes one of each limit or none, names the one without room, and gives them back together (a login's two limits)", async () => {
    const [store, other] = [newStore(), newStore()];
    const perAddress = { bucket: "each-address", key: "list|addr", setting: { max: 5, windowSeconds: 60 } };
    const perAccount = { bucket: "each-account", key: "list", setting: { max: 2, windowSeconds: 60 } };
    const both = [perAddress, perAccount];
    const first = await store.takeEach(both, 1000);
    await other.takeEach(both, 2000);
    // the account is full: refused as the second attempt, and the address's slot is not kept
    await expect(store.takeEach(both, 3000)).rejects.toMatchObject({
      index: 1,
      refusal: { code: "too_many_attempts", retryAfterSeconds: 58 },
    });
    // the address kept its two slots only: a third fits under a max of 3
    expect(
      await retryAfter(other.take(perAddress.bucket, perAddress.key, { max: 3, windowSeconds: 60 }, 3000)),
    ).toBeNull();
    // giving the first back frees a place in both windows, from the other instance too
    await first.giveBack();
    await expect(other.takeEach(both, 4000)).resolves.toBeDefined();
    expect(await retryAfter(store.take(perAccount.bucket, perAccount.key, perAccount.setting, 4000))).toBe(58);
  });

  it("takes one of each at once across clients: those refused keep no slot in the other limit", async () => {
    const stores = [newStore(), newStore()];
    const address = { bucket: "race-address", key: "list|addr", setting: { max: 100, windowSeconds: 60 } };
    const account = { bucket: "race-account", key: "list", setting: { max: 7, windowSeconds: 60 } };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]!.takeEach([address, account], 1000)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    // the address's window holds the seven: 93 more fit, then none
    expect(await retryAfter(stores[0]!.take(address.bucket, address.key, address.setting, 1000, 93))).toBeNull();
    expect(await retryAfter(stores[0]!.take(address.bucket, address.key, address.setting, 1000))).toBe(60);
  });

  it("keeps keys apart byte for byte (case, umlauts, emoji)", async () => {
    const store = newStore();
    const one = { max: 1, windowSeconds: 60 };
    for (const key of ["list|Ä", "list|ä", "list|A", "list|a", "list|🎁", "list|ş"]) {
      expect(await retryAfter(store.take("b", key, one, 100)), key).toBeNull();
    }
    expect(await retryAfter(store.take("b", "list|ä", one, 100))).not.toBeNull();
  });

  it("forgets windows nobody used for longer than they last", async () => {
    const client = connect();
    const { db } = client;
    const store = newStore(client);
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 20; i += 1) await store.take("sweep", `addr-${i}`, { max: 5, windowSeconds: 60 }, start);
    // a take much later sweeps the table (at most once a minute per process)
    await newStore(client).take("sweep", "now", { max: 5, windowSeconds: 60 }, Date.now());
    await expect.poll(() => db.rateLimit.count({ where: { bucket: "sweep" } })).toBe(1);
  });
});
