// Issue 41 on the real server: Amazon pages read by their module, robot checks and consent walls
// recognised (by what they say and by a 503) and answered with a notice instead of false facts, and
// a page the bookmarklet sends read with the same code without fetching anything. The fixture shop
// serves the pages of tests/support/shop-pages on 127.0.0.1 (OUTBOUND_ALLOW_HOSTS); nothing here
// leaves loopback.
import { afterAll, beforeAll, expect, it } from "vitest";
import { LIMITS } from "@/lib/validations/limits";
import type { ApiAnswer } from "@/lib/validations/responses";
import { expectFailure, expectOk } from "../support/api";
import { describeOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";
import { startFixtureShops, type FixtureShop } from "../support/fixture-shop";
import { shopPageHtml } from "../support/shop-pages/pages";

const { api } = testServerForFile({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });

let shop: FixtureShop;
let other: FixtureShop;
beforeAll(async () => {
  ({ shop, other } = await startFixtureShops());
});
afterAll(async () => {
  await Promise.all([shop?.close(), other?.close()]);
});

type Answer = ApiAnswer<"item_preview">;
type List = { slug: string; editToken: string };

function preview(list: List, url: string, page?: string) {
  return api.post<Answer>(
    "/api/item_preview.php",
    { slug: list.slug, edit_token: list.editToken, url, ...(page === undefined ? {} : { page }) },
    { as: "json" },
  );
}

// reading a shop's page does not depend on the database: the SQLite pass (decision 174)
describeOnOneBackend("shop pages the server fetches", () => {
  it("reads an Amazon product page: its title, the buy box's price in the store's currency, the main picture", async () => {
    const list = await api.createList("Amazon");
    const answer = await preview(list, `${shop.origin}/pages/amazon-com-offscreen.html`);
    expectOk(answer);
    expect(answer.json).toMatchObject({
      notice: null,
      preview: {
        title: 'Gorilla Black Duct Tape, 1.88" x 35 yd, Black (Pack of 1)',
        url: "https://www.amazon.com/Gorilla-Black-Duct-Tape-Pack/dp/B000PCAYUO",
        image_url: "https://m.media-amazon.com/images/I/71abc._AC_SL1500_.jpg",
        price: 9.98,
        currency: "USD",
        note: "Double-thick adhesive sticks to rough surfaces\nTough, all-weather shell",
      },
    });
  });

  it("fills nothing false from a robot check (503) or a consent wall, says so, and keeps the link", async () => {
    const list = await api.createList("Robots");
    const asked = `${shop.origin}${shop.refusesServers}`;
    const robot = await preview(list, asked);
    expectOk(robot);
    expect(robot.json).toEqual({
      ok: true,
      notice: "preview_blocked",
      preview: {
        title: "Gorilla Black Duct Tape Pack",
        url: asked,
        image_url: null,
        price: null,
        currency: null,
        note: null,
      },
    });
    expect(shop.hits(shop.refusesServers)).toBe(1);
    const consent = await preview(list, `${shop.origin}/pages/consent-wall.html`);
    expect(consent.json).toMatchObject({ notice: "preview_blocked", preview: { image_url: null, price: null } });
  });
});

describeOnOneBackend("a page the bookmarklet sends", () => {
  it("is read with the same code, and nothing is fetched", async () => {
    const list = await api.createList("Sent");
    const before = shop.hits(shop.refusesServers);
    const answer = await preview(
      list,
      `${shop.origin}${shop.refusesServers}`,
      shopPageHtml("amazon-com-offscreen.html").toString(),
    );
    expectOk(answer);
    expect(answer.json).toMatchObject({ notice: null, preview: { price: 9.98, currency: "USD" } });
    expect(shop.hits(shop.refusesServers)).toBe(before);
    // an address the server would never fetch: it is only the page's name here
    const inside = await preview(
      list,
      `${other.origin}/jsonld`,
      '<title>Lamp | Other shop</title><meta property="og:site_name" content="Other shop">',
    );
    expectOk(inside);
    expect(inside.json.preview.title).toBe("Lamp");
    expect(other.hits("/jsonld")).toBe(0);
  });

  it("is a robot check when it is one, and bounded in size", async () => {
    const list = await api.createList("Sent robot");
    const robot = await preview(
      list,
      "https://www.amazon.com/Modern-LED-Wall-Sconce-Lighting/dp/B08N5WRWNW",
      shopPageHtml("amazon-robot-check.html").toString(),
    );
    expect(robot.json).toMatchObject({
      notice: "preview_blocked",
      preview: { title: "Modern LED Wall Sconce Lighting" },
    });
    const huge = await preview(list, `${shop.origin}/x`, "x".repeat(LIMITS.previewPage + 1));
    expectFailure(huge, 413, "body_too_large");
    expect(shop.hits("/x")).toBe(0);
  });
});
