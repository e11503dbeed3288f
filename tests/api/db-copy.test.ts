// `npm run db:copy`: an install moves from SQLite to PostgreSQL and back without losing a list, a
// reservation, a token or a secret-santa draw with its matches (docs/deploy.md, "Moving an install"). Needs both backends, so it runs in
// the PostgreSQL pass of `npm test`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { drawCalls, everyMatch, type Organizer, type Person } from "../support/draws";
import { phonePhoto } from "../support/pictures";
import { freshDatabase, startServer, testBackend, type FreshDatabase, type TestServer } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");

function copy(from: string, to: string) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/db-copy.mjs"), "--from", from, "--to", to], {
    cwd: root,
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

type Owner = { slug: string; editToken: string; password: string; reserved: { itemId: string; password: string } };

describe.skipIf(testBackend !== "postgresql")("db:copy", () => {
  let original: TestServer;
  let sqlite: FreshDatabase;
  let postgresql: FreshDatabase;
  const stops: (() => Promise<void>)[] = [];
  const owners: Owner[] = [];
  let api: Api;
  // a drawn secret-santa draw: its people, their matches and tokens go along (issue 42)
  let draw: Organizer;
  let people: Person[];
  let matches: Map<string, string>;

  beforeAll(async () => {
    original = await startServer();
    stops.push(() => original.stop());
    api = createApi(original.baseUrl);
    for (const [n, title] of ["Geburtstag 🎂", "Düğün listesi — şeker", "Weihnachten"].entries()) {
      const password = `owner-${n}`;
      const list = await api.createList(title, password);
      await api.updateList(list, { event_date: "2026-12-24T18:30", event_note: `Notiz ${n} ü` });
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        ids.push(
          (await api.addItem(list, { title: `Wunsch ${i} ✨`, note: i % 2 ? "klein" : undefined, price: "12,50 €" }))
            .id,
        );
      }
      // the owner's order, not the creation order
      expectOk(
        await api.post(
          "/api/item_reorder.php",
          { slug: list.slug, edit_token: list.editToken, item_ids: [...ids].reverse() },
          { as: "json" },
        ),
      );
      expectOk(await api.post("/api/item_reserve", { item_id: ids[1], name: `Tante ${n}`, password: `res-${n}` }));
      // a group gift with a friend's share (decision 063)
      const bike = await api.addItem(list, { title: "Fahrrad", price: "129", group_gift: true });
      expectOk(
        await api.post("/api/item_pledge.php", {
          item_id: bike.id,
          name: `Onkel ${n}`,
          password: `p-${n}`,
          amount: "40,50",
        }),
      );
      // a kept picture: its bytes go along (decision 050)
      const form = new FormData();
      for (const [key, value] of Object.entries({ slug: list.slug, edit_token: list.editToken, item_id: ids[0]! }))
        form.append(key, value);
      form.append("image", new Blob([new Uint8Array(await phonePhoto(300, 200))], { type: "image/jpeg" }), "p.jpg");
      expectOk(await api.postRaw("/api/item_image.php", form));
      // a second device's token
      expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: password }));
      owners.push({
        slug: list.slug,
        editToken: list.editToken,
        password,
        reserved: { itemId: ids[1]!, password: `res-${n}` },
      });
    }
    const calls = drawCalls(api);
    draw = await calls.createDraw({ title: "Wichteln 🎁", budget: "20" });
    people = [await calls.joinAs(draw, "Jürgen"), await calls.joinAs(draw, "Şule"), await calls.add(draw, "Oma")];
    expectOk(await calls.run(draw));
    matches = await everyMatch(calls, draw, people);
    sqlite = await freshDatabase();
    stops.push(() => sqlite.remove());
    postgresql = await freshDatabase();
    stops.push(() => postgresql.remove());
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  const snapshot = async (server: TestServer) =>
    Promise.all(owners.map(async (owner) => (await createApi(server.baseUrl).getList(owner.slug)).text));

  it("copies PostgreSQL into an empty SQLite file and back into an empty PostgreSQL database, answer for answer", async () => {
    const sqliteUrl = `file:${path.join(sqlite.dir, "moved.db")}`;
    const toSqlite = copy(original.databaseUrl, sqliteUrl);
    expect(toSqlite.code, toSqlite.out).toBe(0);
    expect(toSqlite.out).toMatch(
      /copied 3 list\(s\), 15 item\(s\), 3 reservation\(s\), 3 pledge\(s\), 6 edit token\(s\), 3 picture\(s\), 1 draw\(s\) with 3 people .* the copy matches row by row/,
    );
    const back = copy(sqliteUrl, postgresql.databaseUrl);
    expect(back.code, back.out).toBe(0);

    const before = await snapshot(original);
    for (const databaseUrl of [sqliteUrl, postgresql.databaseUrl]) {
      const moved = await startServer({ DATABASE_URL: databaseUrl });
      stops.push(() => moved.stop());
      expect(await snapshot(moved), databaseUrl).toEqual(before);
      // every picture answers the same bytes from the copy
      for (const answer of before) {
        for (const item of (JSON.parse(answer) as { items: { image_url: string | null }[] }).items) {
          if (!item.image_url) continue;
          const [was, is] = await Promise.all(
            [original, moved].map(async (server) =>
              Buffer.from(await (await fetch(`${server.baseUrl}${item.image_url}`)).arrayBuffer()),
            ),
          );
          expect(is!.length).toBeGreaterThan(0);
          expect(is!.equals(was!)).toBe(true);
        }
      }
      const movedApi = createApi(moved.baseUrl);
      for (const owner of owners) {
        // the token, the owner password and the reservation password all still work
        expectOk(
          await movedApi.post("/api/list_update.php", {
            slug: owner.slug,
            edit_token: owner.editToken,
            event_location: "Köln",
          }),
        );
        expectOk(await movedApi.post("/api/list.owner.login", { slug: owner.slug, owner_password: owner.password }));
        expectFailure(
          await movedApi.post("/api/item_unreserve", { item_id: owner.reserved.itemId, password: "nope" }),
          403,
          "reservation_password_wrong",
        );
        expectOk(
          await movedApi.post("/api/item_unreserve", {
            item_id: owner.reserved.itemId,
            password: owner.reserved.password,
          }),
        );
      }
      // the draw: every personal link shows the same match, the organizer token and a password work
      const movedCalls = drawCalls(movedApi);
      expect(await everyMatch(movedCalls, draw, people)).toEqual(matches);
      expect((await movedCalls.organizerView(draw)).draw).toMatchObject({ title: "Wichteln 🎁", budget: 20, round: 1 });
      expect((await movedCalls.joinAs(draw, "Jürgen")).id).toBe(people[0]!.id);
    }
  });

  it("refuses a target that already holds lists, and names it without its password", async () => {
    const refused = copy(original.databaseUrl, postgresql.databaseUrl);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/is not empty \(List: 3 rows\); copy only into an empty database/);
    const usage = copy(original.databaseUrl, "");
    expect(usage.code).toBe(1);
  });
});
