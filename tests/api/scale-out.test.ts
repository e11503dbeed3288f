// Two instances on one PostgreSQL database behind nginx (round robin, TRUST_PROXY=1), configured
// from deploy/nginx-wunschliste-instances.conf: every guarantee of one instance holds across both
// (docs/decisions/027-postgresql.md). Runs in the PostgreSQL pass of `npm test`; without nginx it is
// skipped with a message, except in CI, where it must run.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Answer, type Api } from "../support/api";
import { drawCalls, everyMatch } from "../support/draws";
import { openEvents, versionOf } from "../support/events";
import { nginxBinary, startNginx, type Proxy } from "../support/nginx";
import { twoInstancesForFile } from "../support/fixture";
import { testBackend } from "../support/server";

const inCi = process.env.CI === "true";
const nginxMissing = !nginxBinary();
if (testBackend === "postgresql" && nginxMissing && !inCi) {
  console.warn("[scale-out] skipped: nginx is not installed (Debian: apt-get install -y nginx)");
}

describe.skipIf(testBackend !== "postgresql" || (nginxMissing && !inCi))("two instances behind nginx", () => {
  const instances = twoInstancesForFile({ TRUST_PROXY: "1", RATE_LIMIT_LOGIN_FAILURES: "10" });
  const servers = instances.map((instance) => instance.server);
  let proxy: Proxy;
  let api: Api;
  const upstreams = new Set<string>();
  const via = (answer: Answer) => answer.headers.get("x-upstream") ?? "?";

  // after the instances' own beforeAll: they are up
  beforeAll(async () => {
    proxy = await startNginx(servers.map((server) => server.port));
    api = createApi(proxy.baseUrl);
  });
  afterAll(async () => {
    await proxy?.stop();
  });

  /** Sends `count` requests at once; each answer remembers the instance that gave it. */
  async function atOnce(count: number, send: (index: number) => Promise<Answer>): Promise<Answer[]> {
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
    for (const answer of answers) upstreams.add(via(answer));
    return answers;
  }
  const statuses = (answers: Answer[]) =>
    answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

  it("spreads requests round robin over both instances", async () => {
    const answers = await atOnce(6, () => api.get("/api/health"));
    for (const answer of answers) expectOk(answer);
    expect(new Set(answers.map(via))).toEqual(new Set(servers.map((server) => `127.0.0.1:${server.port}`)));
  });

  it("lets exactly one of 200 reservations of one item win, spread over both instances", async () => {
    const list = await api.createList("Race");
    const item = await api.addItem(list, { title: "Fahrrad" });
    const answers = await atOnce(200, (i) =>
      api.post("/api/item_reserve", { item_id: item.id, name: `Gast ${i}`, password: `pw-${i}` }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 199 });
    expect(new Set(answers.map(via)).size).toBe(2);
    for (const loser of answers.filter((a) => a.status !== 200)) expectFailure(loser, 409, "already_reserved");
    const winner = answers.findIndex((a) => a.status === 200);
    const after = (await api.getList(list.slug)).json.items[0]!;
    expect({ busy: after.busy, reserved_by: after.reserved_by }).toEqual({ busy: true, reserved_by: `Gast ${winner}` });
  });

  it("lets exactly one of 20 racing releases win; the others get 409", async () => {
    const list = await api.createList("Release race");
    const item = await api.addItem(list);
    expectOk(await api.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "release-me" }));
    const answers = await atOnce(20, (i) =>
      api.post(
        "/api/item_unreserve",
        i % 4 === 3 ? { item_id: item.id, edit_token: list.editToken } : { item_id: item.id, password: "release-me" },
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    expect((await api.getList(list.slug)).json.items[0]!.busy).toBe(false);
  });

  it("deletes an item once when 20 deletes race; other deletes at once keep the rest in order", async () => {
    const list = await api.createList("Delete race");
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await api.addItem(list, { title: `Item ${i}` })).id);
    const owner = { slug: list.slug, edit_token: list.editToken };
    const same = await atOnce(20, () => api.post("/api/item_delete.php", { ...owner, item_id: ids[0] }));
    expect(statuses(same)).toEqual({ 200: 1, 404: 19 });
    // four different items deleted at once, on both instances
    const different = await atOnce(4, (i) => api.post("/api/item_delete.php", { ...owner, item_id: ids[1 + i * 2] }));
    for (const answer of different) expectOk(answer);
    const left = (await api.getList(list.slug)).json.items;
    expect(left.map((item) => item.id)).toEqual([ids[2], ids[4], ids[6]]);
  });

  it("answers every one of 20 racing reorders; the list ends in one of the orders sent", async () => {
    const list = await api.createList("Reorder race");
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await api.addItem(list, { title: `Item ${i}` })).id);
    const orders = Array.from({ length: 20 }, (_, i) => [...ids.slice(i % 6), ...ids.slice(0, i % 6)].reverse());
    const answers = await atOnce(20, (i) =>
      api.post(
        "/api/item_reorder.php",
        { slug: list.slug, edit_token: list.editToken, item_ids: orders[i] },
        { as: "json" },
      ),
    );
    for (const answer of answers) expectOk(answer);
    const final = (await api.getList(list.slug)).json.items.map((item) => item.id);
    expect(orders.map((order) => order.join())).toContain(final.join());
  });

  it("refuses a token revoked by a password change on every instance at once", async () => {
    const list = await api.createList("Revoke", "old-pass");
    const changed = await api.post("/api/list_password.php", {
      slug: list.slug,
      edit_token: list.editToken,
      owner_password: "old-pass",
      new_owner_password: "new-pass",
    });
    expectOk(changed);
    const old = await atOnce(6, () =>
      api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, event_note: "x" }),
    );
    for (const answer of old) expectFailure(answer, 403, "edit_token_invalid");
    expect(new Set(old.map(via)).size).toBe(2);
    const fresh = await atOnce(4, () =>
      api.post("/api/list_update.php", { slug: list.slug, edit_token: changed.json.edit_token, event_note: "y" }),
    );
    for (const answer of fresh) expectOk(answer);
  });

  it("counts wrong logins over both instances together: after 10, the next is 429 on both", async () => {
    const list = await api.createList("Limits", "right");
    const login = (password: string) =>
      api.post("/api/list.owner.login", { slug: list.slug, owner_password: password });
    const wrong: Answer[] = [];
    for (let i = 0; i < 10; i += 1) wrong.push(await login(`guess-${i}`));
    for (const answer of wrong) expectFailure(answer, 401, "wrong_password");
    expect(new Set(wrong.map(via)).size).toBe(2);
    const limited = [await login("guess-10"), await login("right")];
    for (const answer of limited) {
      expectFailure(answer, 429, "too_many_attempts");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(new Set(limited.map(via)).size).toBe(2);
  });

  it("tells a page on one instance of a reservation made on the other (LISTEN/NOTIFY)", async () => {
    const list = await api.createList("Live");
    const item = await api.addItem(list, { title: "Fahrrad" });
    const [{ api: a }, { api: b }] = instances;
    const onB = await openEvents(`${instances[1].server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    try {
      const before = versionOf(await onB.waitFor((event) => event.event === "version"));
      expectOk(await a.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "pw-live" }));
      const event = await onB.waitFor((e) => e.event === "version" && versionOf(e) > before);
      expect(versionOf(event)).toBe(before + 1);
      expect((await b.getList(list.slug)).json).toMatchObject({ version: before + 1 });
    } finally {
      await onB.close();
    }
  });

  it("passes events through nginx at once (no buffering on the events path)", async () => {
    const list = await api.createList("Live via nginx");
    const item = await api.addItem(list);
    const stream = await openEvents(`${proxy.baseUrl}/api/list_events.php?slug=${list.slug}`);
    try {
      upstreams.add(stream.headers.get("x-upstream") ?? "?");
      const before = versionOf(await stream.waitFor((event) => event.event === "version"));
      // a few changes through the proxy, so they land on both instances
      expectOk(await api.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "pw-1" }));
      expectOk(await api.post("/api/item_unreserve", { item_id: item.id, password: "pw-1" }));
      const event = await stream.waitFor((e) => e.event === "version" && versionOf(e) >= before + 2);
      expect(versionOf(event)).toBe(before + 2);
    } finally {
      await stream.close();
    }
  });

  it("passes a phone photo through nginx to the app, and lets the app refuse one too large in its own words", async () => {
    const list = await api.createList("Fotos");
    const item = await api.addItem(list, { title: "Kamera" });
    const upload = (picture: Blob) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ slug: list.slug, edit_token: list.editToken, item_id: item.id }))
        form.append(name, value);
      form.append("image", picture, "photo.jpg");
      return api.postRaw("/api/item_image.php", form);
    };
    // noise keeps the JPEG large: a photo from a phone is some MB, far over the API's 32 KiB
    const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080", noise } })
      .jpeg()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(256 * 1024);
    const kept = await upload(new Blob([new Uint8Array(photo)], { type: "image/jpeg" }));
    expectOk(kept);
    upstreams.add(via(kept));
    expect((kept.json.item as { image_width: number }).image_width).toBe(800);
    const tooLarge = await upload(new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/jpeg" }));
    expectFailure(tooLarge, 413, "picture_too_large");
  }, 120_000);

  it("draws a secret-santa draw once when 20 taps race over both instances, joins in before it or refused", async () => {
    const calls = drawCalls(api);
    const draw = await calls.createDraw();
    const people = await Promise.all(["Anna", "Ben", "Carl", "Dora"].map((name) => calls.joinAs(draw, name)));
    const answers = await atOnce(24, (i) =>
      i % 6 === 5 ? calls.join(draw, { name: `Gast ${i}`, password: "pw" }) : calls.run(draw),
    );
    expect(new Set(answers.map(via)).size).toBe(2);
    const runs = answers.filter((_, i) => i % 6 !== 5);
    expect(runs.filter((a) => a.status === 200)).toHaveLength(1);
    // a loser finds the draw done, or, while the winner still holds the draw's turn, waits its turn
    // and may be told to try again (429 draw_busy, docs/decisions/094-a-draw-that-tells-nothing.md)
    for (const loser of runs.filter((a) => a.status !== 200)) {
      if (loser.status === 429) expectFailure(loser, 429, "draw_busy");
      else expectFailure(loser, 409, "draw_done");
    }
    const late = answers.filter((answer, i) => i % 6 === 5 && answer.status !== 200);
    for (const refused of late) expectFailure(refused, 409, "draw_closed");
    const joined = answers.flatMap((answer, i) =>
      i % 6 === 5 && answer.status === 200
        ? [
            {
              id: String(answer.json.participant_id),
              name: `Gast ${i}`,
              token: String(answer.json.participant_token),
              link: "",
            },
          ]
        : [],
    );
    const matches = await everyMatch(calls, draw, [...people, ...joined]);
    expect(new Set(matches.values()).size).toBe(people.length + joined.length);
    expect((await calls.organizerView(draw)).draw.round).toBe(1);
  });

  it("used both instances for every scenario", () => {
    expect(upstreams.size).toBe(2);
  });
});
