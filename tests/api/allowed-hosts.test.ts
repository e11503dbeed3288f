// Issue 40 item 6 and issue 41 ("an intranet shop's picture"): where OUTBOUND_ALLOW_HOSTS names a
// host, a wish's link and picture from that host are allowed too — one rule for the preview, the
// save and the import (docs/decisions/088-address-rules.md). The intranet shop is the fixture on
// 127.0.0.1; the one on 127.0.0.2 is a private host nobody allowed, and its hit counter proves that
// nothing was fetched there. Nothing here leaves loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiAnswer } from "@/lib/validations/responses";
import type { WireItem } from "@/lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { phonePhoto } from "../support/pictures";

const { api } = testServerForFile({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });

let shop: FixtureShop;
let other: FixtureShop;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
  const photo = await phonePhoto(800, 600);
  shop.serve("/intranet/kettle.jpg", "image/jpeg", photo);
  other.serve("/intranet/kettle.jpg", "image/jpeg", photo);
  const page = (picture: string) =>
    Buffer.from(
      `<!doctype html><title>Kettle | Intranet shop</title><meta property="og:title" content="Office kettle">
       <meta property="og:image" content="${picture}"><meta property="product:price:amount" content="24.90">
       <meta property="product:price:currency" content="EUR">`,
    );
  shop.serve("/intranet/kettle", "text/html; charset=utf-8", page("/intranet/kettle.jpg"));
  shop.serve("/intranet/elsewhere", "text/html; charset=utf-8", page(`${other.origin}/intranet/kettle.jpg`));
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

type Preview = ApiAnswer<"item_preview">["preview"];

describe("a host OUTBOUND_ALLOW_HOSTS names", () => {
  it("gives a preview with its picture, and the wish saves with its link and picture kept", async () => {
    const list = await api.createList("Intranet");
    const answer = await api.post<{ preview: Preview }>("/api/item_preview.php", {
      slug: list.slug,
      edit_token: list.editToken,
      url: `${shop.origin}/intranet/kettle`,
    });
    expectOk(answer);
    const { preview } = answer.json;
    expect(preview).toMatchObject({
      title: "Office kettle",
      url: `${shop.origin}/intranet/kettle`,
      image_url: `${shop.origin}/intranet/kettle.jpg`,
      price: 24.9,
    });

    const saved = await api.post<{ item: WireItem }>(
      "/api/item_create.php",
      {
        slug: list.slug,
        edit_token: list.editToken,
        title: preview.title!,
        url: preview.url!,
        image_url: preview.image_url!,
      },
      { as: "json" },
    );
    expectOk(saved);
    expect(saved.json.item).toMatchObject({ url: `${shop.origin}/intranet/kettle`, image_problem: null });
    expect(saved.json.item.image_srcset).not.toBeNull();
    expect(shop.hits("/intranet/kettle.jpg")).toBe(1);

    const updated = await api.post<{ item: WireItem }>(
      "/api/item_update.php",
      { slug: list.slug, edit_token: list.editToken, item_id: saved.json.item.id, url: `${shop.origin}/other-page` },
      { as: "json" },
    );
    expectOk(updated);
    expect(updated.json.item.url).toBe(`${shop.origin}/other-page`);
  });

  it("is the only private host allowed: another is refused for the link and the picture, with nothing fetched", async () => {
    const list = await api.createList("Elsewhere");
    const owner = { slug: list.slug, edit_token: list.editToken, title: "Kettle" };
    const link = await api.post("/api/item_create.php", { ...owner, url: `${other.origin}/intranet/kettle` });
    expectFailure(link, 400, "url_not_public");
    expect(link.json.field).toBe("url");
    const picture = await api.post("/api/item_create.php", {
      ...owner,
      image_url: `${other.origin}/intranet/kettle.jpg`,
    });
    expectFailure(picture, 400, "url_not_public");
    expect(picture.json.field).toBe("image_url");
    // "localhost" reaches the allowed address, but the allowance is the host as written
    const byName = await api.post("/api/item_create.php", {
      ...owner,
      image_url: `http://localhost:${shop.port}/intranet/kettle.jpg`,
    });
    expectFailure(byName, 400, "url_not_public");

    // an allowed page pointing at a picture on a host nobody allowed: the preview leaves it out
    const preview = await api.post<{ preview: Preview }>("/api/item_preview.php", {
      slug: list.slug,
      edit_token: list.editToken,
      url: `${shop.origin}/intranet/elsewhere`,
    });
    expectOk(preview);
    expect(preview.json.preview).toMatchObject({ title: "Office kettle", image_url: null });
    expect(other.hits("/intranet/kettle.jpg")).toBe(0);
    expect(shop.hits("/intranet/kettle.jpg")).toBe(1); // the first test's save only
  });

  it("holds for an imported list's links too", async () => {
    const document = {
      format: "wunschliste.list",
      version: 1,
      list: { title: "Imported" },
      items: [{ title: "Kettle", url: `${shop.origin}/intranet/kettle` }],
    };
    expectOk(await api.post("/api/list_import.php", { owner_password: "pw", document }, { as: "json" }));
    const refused = await api.post(
      "/api/list_import.php",
      { owner_password: "pw", document: { ...document, items: [{ title: "K", url: `${other.origin}/x` }] } },
      { as: "json" },
    );
    expectFailure(refused, 400, "url_not_public");
    expect(refused.json.field).toBe("document.items.0.url");
  });
});
