// PICTURES_MAX_TOTAL_MB across instances (docs/decisions/130-picture-quota.md): two owners upload at
// the same moment on two instances of one PostgreSQL database, where the quota has room for one of
// the pictures. Each instance counts the kept bytes in its own transaction, so both counts may come
// before either picture is written; the test makes that moment certain by holding the Picture
// table's inserts (not its reads) until both uploads wait, then lets them go. One is kept, the
// other refused with 507: the quota is never passed. SQLite writes one transaction at a time, so
// only the PostgreSQL pass starts the instances.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import { twoInstancesForFile } from "../support/fixture";
import { testBackend } from "../support/server";

const QUOTA_BYTES = 1024 * 1024;

describe.skipIf(testBackend !== "postgresql")("the pictures' quota on two instances", () => {
  const [a, b] = twoInstancesForFile({ PICTURES_MAX_TOTAL_MB: "1" });

  /** A wish on a list of its own, and an upload of `photo` to it. */
  async function uploadTo(api: Api, photo: Buffer): Promise<() => Promise<Answer>> {
    const list = await api.createList("Kamera");
    const item = await api.addItem(list, { title: "Foto" });
    return () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ slug: list.slug, edit_token: list.editToken, item_id: item.id }))
        form.append(name, value);
      form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
      return api.postRaw("/api/item_image.php", form);
    };
  }

  it("keeps one of two pictures uploaded at once on two instances when only one fits", async () => {
    // noise does not compress: kept at 1280 × 960 (and the card's 480) it takes ~770 KB of the 1 MiB
    const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
    const photo = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#808080", noise } })
      .jpeg()
      .toBuffer();
    const [onA, onB] = await Promise.all([uploadTo(a.api, photo), uploadTo(b.api, photo)]);

    const holder = openDatabase(a.server.databaseUrl);
    const watcher = openDatabase(a.server.databaseUrl);
    try {
      // reads go on, inserts wait: both uploads count the bytes, then wait to write
      await holder.execute("BEGIN");
      await holder.execute('LOCK TABLE "Picture" IN SHARE MODE');
      const answers = Promise.all([onA(), onB()]);
      await expect
        .poll(
          async () =>
            (
              await watcher.execute(
                "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
              )
            ).rows[0]!.waiting,
          { timeout: 60_000, interval: 100 },
        )
        .toBe(2);
      await holder.execute("COMMIT");
      const [first, second] = await answers;
      const kept = [first, second].filter((answer) => answer.status === 200);
      expect(kept, `${first.text}\n${second.text}`).toHaveLength(1);
      expectOk(kept[0]!);
      expectFailure(
        [first, second].find((answer) => answer.status !== 200)!,
        507,
        "storage_quota",
      );
      const [use] = (
        await watcher.execute('SELECT COALESCE(SUM(length("large") + length("card")), 0) AS bytes FROM "Picture"')
      ).rows;
      expect(Number(use!.bytes)).toBeGreaterThan(QUOTA_BYTES / 2);
      expect(Number(use!.bytes)).toBeLessThanOrEqual(QUOTA_BYTES);
    } finally {
      await holder.execute("ROLLBACK").catch(() => {});
      await Promise.all([holder.close(), watcher.close()]);
    }
  }, 120_000);
});
