// A table of malformed bodies against every POST endpoint: always a JSON 4xx with its code, never
// a 5xx, and nothing in the store changes. The review's picture (items_import_picture) reads its
// picture from the fixture shop on 127.0.0.1 (OUTBOUND_ALLOW_HOSTS) once its body is whole.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { startFixtureShop, type FixtureShop } from "../support/fixture-shop";
import { openDatabase } from "../support/database";
import { phonePhoto } from "../support/pictures";
import { malformedCases } from "./malformed-bodies/cases";

const { server, api } = testServerForFile({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
let shop: FixtureShop;
let endpoints: { path: string; valid: Record<string, unknown> }[];
let list: { slug: string; editToken: string; ownerPassword: string };
// runs after the fixture's beforeAll (hooks run in the order they are declared)
beforeAll(async () => {
  shop = await startFixtureShop();
  shop.serve("/photo.jpg", "image/jpeg", await phonePhoto(40, 20));
  list = await api.createList("Malformed", "owner-pw");
  const free = await api.addItem(list, { title: "free", price: 5 });
  const taken = await api.addItem(list, { title: "taken", price_text: undefined, price: "ca. 20 €" });
  expectOk(await api.post("/api/item_reserve", { item_id: taken.id, name: "Erna", password: "res-pw" }));
  const owner = { slug: list.slug, edit_token: list.editToken };
  endpoints = [
    { path: "/api/list_create.php", valid: { title: "New list", owner_password: "pw" } },
    { path: "/api/list.create.php", valid: { title: "New list", owner_password: "pw" } },
    { path: "/api/list.owner.login", valid: { slug: list.slug, owner_password: "owner-pw" } },
    { path: "/api/list.owner.login.php", valid: { slug: list.slug, owner_password: "owner-pw" } },
    { path: "/api/list_update.php", valid: { ...owner, new_title: "Changed", event_note: "changed" } },
    { path: "/api/item_create.php", valid: { ...owner, title: "Another" } },
    { path: "/api/item_update.php", valid: { ...owner, item_id: free.id, title: "Changed", note: "changed" } },
    { path: "/api/item_delete.php", valid: { ...owner, item_id: free.id } },
    { path: "/api/item_reorder.php", valid: { ...owner, item_ids: [taken.id, free.id] } },
    { path: "/api/item_reserve.php", valid: { item_id: free.id, name: "Otto", password: "pw" } },
    { path: "/api/item_reserve", valid: { item_id: free.id, name: "Otto", password: "pw" } },
    { path: "/api/item_unreserve.php", valid: { item_id: taken.id, password: "res-pw" } },
    { path: "/api/item_unreserve", valid: { item_id: taken.id, password: "res-pw" } },
    { path: "/api/list_password.php", valid: { ...owner, owner_password: "owner-pw", new_owner_password: "new-pw" } },
    { path: "/api/items_import_picture.php", valid: { ...owner, url: `${shop.origin}/photo.jpg` } },
  ];
});
afterAll(async () => {
  await shop?.close();
});

const CASES = malformedCases(api, server);

/** Every string field of the valid body replaced, one at a time, by a nested object or an array. */
function nestedVariants(valid: Record<string, unknown>): { name: string; body: Record<string, unknown> }[] {
  return Object.keys(valid).flatMap((key) => [
    { name: `${key} as object`, body: { ...valid, [key]: { value: valid[key] } } },
    { name: `${key} as nested array`, body: { ...valid, [key]: [[valid[key]]] } },
    { name: `${key} as number`, body: { ...valid, [key]: 12 } },
  ]);
}

async function snapshot() {
  const db = openDatabase(server.databaseUrl);
  try {
    const counts = await db.execute(
      'SELECT (SELECT count(*) FROM "List") AS lists, (SELECT count(*) FROM "Item") AS items, (SELECT count(*) FROM "EditToken") AS tokens, (SELECT "ownerPasswordHash" FROM "List" WHERE slug = ?) AS hash',
      [list.slug],
    );
    return { counts: { ...counts.rows[0] }, list: (await api.getList(list.slug)).json };
  } finally {
    await db.close();
  }
}

function expectJsonClientError(answer: Answer, what: string, status: number, code?: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBe(status);
  expect(answer.headers.get("content-type"), what).toBe("application/json; charset=utf-8");
  expect(answer.json.ok, what).toBe(false);
  expect(typeof answer.json.code, what).toBe("string");
  expect(typeof answer.json.error, what).toBe("string");
  if (code) expectFailure(answer, status, code);
}

describe("malformed bodies", () => {
  it("always answer a JSON 4xx with the documented code, and change nothing", async () => {
    const before = await snapshot();
    for (const { path, valid } of endpoints) {
      const answers = await Promise.all(CASES.map((one) => one.send(path, valid)));
      answers.forEach((answer, index) =>
        expectJsonClientError(answer, `${path} / ${CASES[index]!.name}`, CASES[index]!.status, CASES[index]!.code),
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuse nested objects, arrays and numbers where strings are expected (JSON), and change nothing", async () => {
    const before = await snapshot();
    for (const { path, valid } of endpoints) {
      const variants = nestedVariants(valid).filter(
        // a number is a valid price; nothing else here takes one
        (variant) => variant.name !== "price as number",
      );
      const answers = await Promise.all(variants.map((variant) => api.post(path, variant.body, { as: "json" })));
      answers.forEach((answer, index) => {
        const what = `${path} / ${variants[index]!.name}`;
        expect(answer.status, `${what}: ${answer.text}`).toBe(400);
        expectJsonClientError(answer, what, 400);
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuse an owner's call without its token with a 403 in the asker's language, and change nothing", async () => {
    const before = await snapshot();
    const owners = endpoints.filter(({ valid }) => "edit_token" in valid);
    expect(owners.map(({ path }) => path)).toContain("/api/items_import_picture.php");
    for (const { path, valid } of owners) {
      const { edit_token: _token, ...withoutToken } = valid;
      for (const as of ["form", "json"] as const) {
        const answer = await api.post(path, withoutToken, { as, headers: { "accept-language": "tr" } });
        expectFailure(answer, 403, "edit_token_invalid", "tr");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("leave every endpoint working: the same base bodies succeed afterwards", async () => {
    // Proves the tables above were refused for their malformation, not because the bodies were bad.
    const expected: Record<string, number> = {
      "/api/item_reserve": 409, // the .php call just before took the item
      "/api/item_unreserve": 409, // the .php call just before released it
    };
    const last = ["/api/item_create.php", "/api/item_delete.php", "/api/list_password.php"];
    const ordered = [
      ...endpoints.filter((one) => !last.includes(one.path)),
      ...last.map((path) => endpoints.find((one) => one.path === path)!),
    ];
    for (const { path, valid } of ordered) {
      const answer = await api.post(path, valid, { as: "json" });
      expect(answer.status, `${path}: ${answer.text}`).toBe(expected[path] ?? 200);
    }
    // the picture was fetched once, for the one whole body: the refused ones asked the shop nothing
    expect(shop.hits("/photo.jpg")).toBe(1);
  });
});
