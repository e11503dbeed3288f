import { describe, expect, it } from "vitest";
import { createListAnswerCache, type ListAnswerLookup } from "./list-answer-cache";
import type { Stamp } from "./versioned-cache";

// The version check and the bypasses of the list answer cache (decision 134) on a one-list
// "database" whose version the test moves; tests/api/list-answer-cache.test.ts runs it in the server.
const SLUG = "abcdefghij0123";
const URL = `/api/list_get.php?slug=${SLUG}`;

function setup() {
  const stamp: Stamp = { id: "list-1", version: 1 };
  const cache = createListAnswerCache({
    readStamp: async (slug) => (slug === SLUG ? stamp : null),
    maxWeight: 1 << 20,
  });
  const ask = (headers: Record<string, string> = {}, url = URL) => cache.lookup({ method: "GET", url, headers });
  return { stamp, ask };
}

/** The frame's answer to a miss, as the server hands it over. */
async function render(lookup: ListAnswerLookup | null, body: string, headers: Record<string, string> = {}) {
  if (lookup?.kind !== "miss") throw new Error(`expected a miss, got ${lookup?.kind}`);
  const base = { "content-type": "application/json; charset=utf-8", etag: '"1-x"', vary: ["rsc", "X-Edit-Token"] };
  return lookup.finish({ status: 200, headers: { ...base, date: "then", ...headers }, body: Buffer.from(body) });
}

describe("the list answer cache", () => {
  it("serves the frame's answer while the version holds, and asks the frame again once it moves", async () => {
    const { stamp, ask } = setup();
    const sent = await render(await ask(), '{"ok":true,"version":1}');
    const hit = await ask();
    expect(hit).toEqual({ kind: "hit", answer: sent });
    expect(sent.headers).toMatchObject({ etag: '"1-x"', vary: ["rsc", "X-Edit-Token"], "content-length": 23 });
    expect(sent.headers).not.toHaveProperty("date");
    stamp.version = 2;
    expect((await ask())?.kind).toBe("miss");
  });

  it("keeps no answer that is not a plain 200 for everyone", async () => {
    const { ask } = setup();
    await render(await ask(), "{}", { "x-changes-paused": "database_unavailable" });
    await render(await ask(), "{}", { "set-cookie": "a=b" });
    expect((await ask())?.kind).toBe("miss");
  });

  it("leaves the owner, reveal, revalidation, credentials and unknown lists to the frame", async () => {
    const { ask } = setup();
    await render(await ask(), "{}");
    expect(await ask({ "x-edit-token": "t" })).toBeNull();
    expect(await ask({ "x-view-token": "t" })).toBeNull();
    expect(await ask({ authorization: "Bearer t" })).toBeNull();
    expect(await ask({ "if-none-match": '"1-x"' })).toBeNull();
    expect(await ask({}, `${URL}&reveal=1`)).toBeNull();
    expect(await ask({}, "/api/list_get.php?slug=unknown")).toBeNull();
    expect((await ask({}, `/api/list_get?slug=${SLUG}`))?.kind).toBe("miss");
  });
});
