// Another site's page cannot make its visitors' browsers change a list
// (docs/decisions/193-changes-from-another-site.md): a form or a simple fetch needs no CORS, and
// would spend many people's addresses on someone else's list. Pages, scripts and apps go on as before.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

const FROM_ANOTHER_SITE = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "accept-language": "fr" };

describe("a change another site's page sends", () => {
  it("is refused in the visitor's language, and the wish stays free", async () => {
    const list = await api.createList("Anniversaire", "owner-secret");
    const item = await api.addItem(list, { title: "Vélo" });
    // what a hidden form on another site posts when its visitor opens that site
    const reserve = (headers: Record<string, string>) =>
      api.post(
        "/api/item_reserve.php",
        { item_id: item.id, name: "Quelqu’un", password: "secret" },
        { as: "form", headers },
      );

    expectFailure(await reserve(FROM_ANOTHER_SITE), 403, "cross_site_request", "fr");
    const stillFree = (await api.getList(list.slug)).json.items.find((one) => one.id === item.id);
    expect(stillFree?.busy).toBe(false);
    // the same form from the app's own page reserves it
    expectOk(await reserve({ "sec-fetch-site": "same-origin" }));

    const ownerLogin = await api.post(
      "/api/list.owner.login",
      { slug: list.slug, owner_password: "owner-secret" },
      { headers: FROM_ANOTHER_SITE },
    );
    expectFailure(ownerLogin, 403, "cross_site_request", "fr");
  });

  it("from the app's own page, from a sister site, or from a script is taken as before", async () => {
    const list = await api.createList("Geburtstag", "owner-secret");
    for (const [title, headers] of [
      ["Buch", { "sec-fetch-site": "same-origin" }],
      ["Ball", { "sec-fetch-site": "same-site" }],
      // curl, an app, an old browser: no fetch metadata at all
      ["Uhr", {}],
    ] as const) {
      const item = await api.addItem(list, { title });
      expectOk(
        await api.post(
          "/api/item_reserve",
          { item_id: item.id, name: "Oma", password: "geheim" },
          { as: "form", headers },
        ),
      );
    }
  });

  it("a link from another site (a mail, a chat) still opens the list", async () => {
    const list = await api.createList("Hochzeit", "owner-secret");
    expectOk(await api.get(`/api/list_get.php?slug=${list.slug}`, FROM_ANOTHER_SITE));
  });
});
