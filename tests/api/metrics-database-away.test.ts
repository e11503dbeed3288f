// The metrics an operator reads while the database is away (docs/decisions/232-what-the-operator-trips-over-a-sixth-time.md):
// a gauge counted in the database at each scrape (the pictures' bytes) keeps what it last counted,
// beside `wunschliste_database_unavailable`, instead of dropping to 0 — which read as "every
// picture gone" on the dashboard and ended a quota alert for the length of the outage. Runs in the
// PostgreSQL pass, on a cluster of its own that it stops and starts.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { createApi, expectOk } from "../support/api";
import { ownCluster } from "../support/own-cluster";
import { startServer, testBackend } from "../support/server";

const TOKEN = randomBytes(24).toString("hex");

describe.skipIf(testBackend !== "postgresql")("metrics while PostgreSQL is away", () => {
  it("keeps the pictures' bytes last counted and says the database is unavailable", async () => {
    const { cluster, shared } = await ownCluster("metricsaway");
    const server = await startServer({ METRICS_TOKEN: TOKEN, PICTURES_MAX_TOTAL_MB: "5" }, shared);
    onTestFinished(() => server.stop());
    const api = createApi(server.baseUrl);
    const series = async (name: string) => {
      const text = await (
        await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
    };

    const list = await api.createList("Bilder");
    const item = await api.addItem(list, { title: "Lampe" });
    const form = new FormData();
    form.append("slug", list.slug);
    form.append("edit_token", list.editToken);
    form.append("item_id", item.id);
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "picture.png");
    expectOk(await api.postRaw("/api/item_image.php", form));
    const bytes = await series("wunschliste_picture_bytes");
    expect(bytes).toBeGreaterThan(0);

    await cluster.stop();
    try {
      // a request that needs the database finds it away; the fault watch then reports it
      expect((await api.get("/api/health")).status).toBe(503);
      await expect.poll(() => series("wunschliste_database_unavailable"), { timeout: 60_000 }).toBe(1);
      expect(await series("wunschliste_picture_bytes")).toBe(bytes);
      expect(await series("wunschliste_picture_quota_bytes")).toBe(5 * 1024 * 1024);
    } finally {
      await cluster.start();
    }
    await expect.poll(async () => (await api.get("/api/health")).status, { timeout: 60_000 }).toBe(200);
    expect(await series("wunschliste_picture_bytes")).toBe(bytes);
  });
});
