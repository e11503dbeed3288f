// A visitor's list_get is answered from a copy kept per list version in front of the route frame
// (docs/decisions/134-list-answers-in-front-of-the-frame.md). Two instances on one database, both
// counting in /metrics: the kept answer is the route's answer byte for byte (status, headers,
// body), a change made on instance A is seen by the very next read on B, and the owner's reads,
// `reveal` and any request with a credential never touch the copy. Runs on both backends.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";

const TOKEN = randomBytes(24).toString("hex");
const [a, b] = twoInstancesForFile({ METRICS_TOKEN: TOKEN });

/** B's count of answer-cache lookups so far, by result. */
async function lookupsOnB(): Promise<{ hit: number; miss: number }> {
  const response = await fetch(`${b.server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await response.text();
  const count = (result: string) =>
    Number(
      new RegExp(`^wunschliste_list_answer_cache_lookups_total\\{result="${result}"\\} (\\S+)$`, "m").exec(text)?.[1] ??
        0,
    );
  return { hit: count("hit"), miss: count("miss") };
}

/** What a client sees of an answer, the headers Node sets per answer (date, framing) left out. */
function seen(answer: Answer<unknown>) {
  const headers = [...answer.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name));
  return { status: answer.status, headers: Object.fromEntries(headers), body: answer.text };
}

const visitorRead = (slug: string, headers: Record<string, string> = {}) =>
  b.api.get(`/api/list_get.php?slug=${slug}`, headers);

describe("visitors' list_get kept per list version in front of the route", () => {
  it("answers the second read from the copy, byte for byte what the route answered", async () => {
    const list = await a.api.createList("Taufe");
    await a.api.addItem(list, { title: "Silberlöffel", note: "mit Gravur" });
    const before = await lookupsOnB();
    const rendered = await visitorRead(list.slug); // by the route, kept on the way out
    const kept = await visitorRead(list.slug);
    expect(await lookupsOnB()).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
    expectOk(kept);
    expect(seen(kept)).toEqual(seen(rendered));
    // and what A's route answers for the same version
    expect(seen(kept).body).toBe((await a.api.getList(list.slug)).text);
    expect(kept.headers.get("etag")).toMatch(/^"\d+-[\w-]+"$/);
    expect(kept.headers.get("vary")).toContain("X-Edit-Token");
    expect(kept.headers.get("cache-control")).toBe("private, no-cache");
    expect(kept.headers.get("content-security-policy")).toBe(rendered.headers.get("content-security-policy"));
    // the same with a client that takes compressed answers
    const gzipKept = await visitorRead(list.slug, { "accept-encoding": "gzip, br" });
    expect(seen(gzipKept)).toEqual(seen(rendered));
  });

  it("shows a change made on A in the very next read on B", async () => {
    const list = await a.api.createList("Einzug");
    const item = await a.api.addItem(list, { title: "Blumentopf" });
    await visitorRead(list.slug);
    const held = await visitorRead(list.slug);
    expect((held.json as { items: { busy: boolean }[] }).items[0]!.busy).toBe(false);

    expectOk(await a.api.post("/api/item_reserve.php", { item_id: item.id, name: "Oma", password: "pw-oma" }));
    const after = await visitorRead(list.slug);
    expect((after.json as { items: { busy: boolean }[] }).items[0]!.busy).toBe(true);
    expect(after.headers.get("etag")).not.toBe(held.headers.get("etag"));
    expect(after.text).toBe((await a.api.getList(list.slug)).text);

    await a.api.updateList(list, { title: "Einzug im Juni" });
    expect((await visitorRead(list.slug)).json).toMatchObject({ list: { title: "Einzug im Juni" } });
  });

  it("never serves the owner, reveal or a request with a credential from the copy", async () => {
    const list = await a.api.createList("Abschied");
    await a.api.addItem(list, { title: "Fotobuch" });
    await visitorRead(list.slug);
    await visitorRead(list.slug);
    const before = await lookupsOnB();

    const owner = await visitorRead(list.slug, { "x-edit-token": list.editToken });
    expectOk(owner);
    expect(owner.headers.get("etag")).toMatch(/-owner"$/);
    const revealed = await b.api.get(`/api/list_get.php?slug=${list.slug}&reveal=1`, {
      "x-edit-token": list.editToken,
    });
    expect(revealed.headers.get("etag")).toMatch(/-owner-revealed"$/);
    expectFailure(await visitorRead(list.slug, { "x-edit-token": "x".repeat(43) }), 403, "edit_token_invalid");
    // the celebrated view's token goes to the route, which refuses one it does not know (decision 123)
    expectFailure(await visitorRead(list.slug, { "x-view-token": "a-token-someone-holds" }), 403, "view_link_revoked");
    expectOk(await visitorRead(list.slug, { authorization: "Bearer something" }));
    expect(await lookupsOnB()).toEqual(before);
  });
});
