// The background fetch of pictures that lists name by address (after an upgrade,
// features/pictures/backfill.ts) when several instances start on one PostgreSQL database at once,
// as a rolling start of a deployment does: one of them fetches each picture, so the shop sees each
// address once, not once per instance.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi } from "../support/api";
import { openDatabase } from "../support/database";
import { phonePhoto } from "../support/pictures";
import { freshDatabase, startServer, testBackend } from "../support/server";

const WISHES = 5;

describe.skipIf(testBackend !== "postgresql")("pictures named by address, two instances starting", () => {
  it("are fetched once each, by one of the instances", async () => {
    const photo = await phonePhoto(600, 300);
    const hits = new Map<string, number>();
    const shop: Server = createServer((request, response) => {
      const name = request.url ?? "";
      hits.set(name, (hits.get(name) ?? 0) + 1);
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length });
      response.end(photo);
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => shop.close(() => resolve())));
    const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;

    const shared = await freshDatabase();
    onTestFinished(() => shared.remove());
    const env = { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" };
    const before = await startServer(env, shared);
    const list = await createApi(before.baseUrl).createList("Zwei Server");
    const wishes = [];
    for (let n = 1; n <= WISHES; n += 1) wishes.push(await createApi(before.baseUrl).addItem(list, { title: `W${n}` }));
    await before.stop();
    // as the upgrade finds them: an address, no picture, nothing tried yet
    const database = openDatabase(shared.databaseUrl);
    for (const [index, wish] of wishes.entries())
      await database.execute(`UPDATE "Item" SET "imageUrl" = ? WHERE "id" = ?`, [
        `${origin}/${index + 1}.jpg`,
        wish.id,
      ]);
    await database.close();

    const instances = await Promise.all([startServer(env, shared), startServer(env, shared)]);
    onTestFinished(() => Promise.all(instances.map((instance) => instance.stop())).then(() => {}));
    const api = createApi(instances[0].baseUrl);
    await expect
      .poll(
        async () => {
          const answer = await api.getList(list.slug);
          return answer.status === 200
            ? answer.json.items.filter((item) => item.image_url?.startsWith("/api/image/")).length
            : -1;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(WISHES);
    // both instances have looked by now (3 s after their start); give a second fetcher time to show
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const kept = instances.map((instance) =>
      instance
        .output()
        .split("\n")
        .filter((line) => line.includes("picture(s)")),
    );
    expect(kept.flat(), instances.map((instance) => instance.output()).join("\n")).toHaveLength(1);
    expect([...hits.values()]).toEqual(Array.from({ length: WISHES }, () => 1));
  });
});
