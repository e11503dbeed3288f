// Issue 51, item 20: the background fetch of pictures that lists name by address (after an
// upgrade, features/pictures/backfill.ts) meets a database restart. It logs one line, without a
// stack trace, and goes on by itself once the database is back: every picture is kept, none
// fetched twice. Before, it logged a stack trace and stopped until the server's next start.
// Runs in the PostgreSQL pass, on a cluster of its own (stopped and started by the test).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi } from "../support/api";
import { phonePhoto } from "../support/pictures";
import { ownCluster } from "../support/own-cluster";
import { startServer, testBackend } from "../support/server";

const WISHES = 6;
/** The picture whose fetch finds the database stopped (the third of six). */
const STOPPING_AT = 3;

describe.skipIf(testBackend !== "postgresql")("pictures named by address, while the database restarts", () => {
  it("are fetched on once it is back, after one log line without a stack trace", async () => {
    const { cluster, shared } = await ownCluster("backfill");

    // the shop: the third picture's request stops the database before it is answered, and
    // starts it again a few seconds later (a restart while the backfill stores that picture)
    const photo = await phonePhoto(600, 300);
    const hits = new Map<string, number>();
    let restarted: Promise<void> | null = null;
    const shop: Server = createServer((request, response) => {
      const name = request.url ?? "";
      hits.set(name, (hits.get(name) ?? 0) + 1);
      const answer = () => {
        response.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length });
        response.end(photo);
      };
      if (name === `/${STOPPING_AT}.jpg` && !restarted) {
        restarted = cluster.stop().then(async () => {
          setTimeout(() => void cluster.start(), 4000);
        });
        void restarted.then(answer);
        return;
      }
      answer();
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => shop.close(() => resolve())));
    const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;

    const env = { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" };
    const before = await startServer(env, shared);
    const list = await createApi(before.baseUrl).createList("Neustart");
    const wishes = [];
    for (let n = 1; n <= WISHES; n += 1) wishes.push(await createApi(before.baseUrl).addItem(list, { title: `W${n}` }));
    await before.stop();
    // as the upgrade finds them: an address, no picture, nothing tried yet
    for (const [index, wish] of wishes.entries()) {
      await cluster.query(
        `UPDATE "Item" SET "imageUrl" = $1 WHERE "id" = $2`,
        [`${origin}/${index + 1}.jpg`, wish.id],
        "backfill",
      );
    }

    const after = await startServer(env, shared);
    onTestFinished(() => after.stop());
    const api = createApi(after.baseUrl);
    // every wish gets its picture, though the database went away in the middle (generous: the
    // pause before the next try, and a busy machine)
    await expect
      .poll(
        async () => {
          const answer = await api.getList(list.slug);
          if (answer.status !== 200) return -1;
          return answer.json.items.filter((item) => item.image_url?.startsWith("/api/image/")).length;
        },
        { timeout: 75_000, interval: 500 },
      )
      .toBe(WISHES);
    expect(restarted).not.toBeNull();
    // the last picture shows before the fetch logs that it is done: wait for that line too
    await expect.poll(() => after.output(), { timeout: 15_000 }).toContain("went on and is done");
    const log = after.output();
    const paused = log.split("\n").filter((line) => line.includes("[pictures] fetching the pictures"));
    expect(paused, log).toHaveLength(2);
    expect(paused[0]).toMatch(/paused; trying again in \d+ s: /);
    expect(paused[1]).toContain("went on and is done");
    // no stack trace anywhere in the server's log
    expect(log).not.toMatch(/^\s+at /m);
    // what was kept before the restart is not fetched again
    for (let n = 1; n < STOPPING_AT; n += 1) expect(hits.get(`/${n}.jpg`)).toBe(1);
  });
});
