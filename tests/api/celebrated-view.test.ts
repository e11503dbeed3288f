// The celebrated person's view (issue 54; docs/decisions/123-the-celebrated-view.md), on two
// instances of one database: the wishes as written and nothing of who gave what, its link kept,
// ended and made anew, and neither it nor a co-owner link in an export. Runs on both backends; the
// co-owner links themselves are in owner-links.test.ts.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, TOKEN_PATTERN, type Api } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";
import { invite, ownerRead } from "../support/owner-links";

const [a, b] = twoInstancesForFile({ TRUST_PROXY: "1", RATE_LIMIT_RESERVATIONS: "10000" });
/** The giver's address: one test gives, and the limits are this file's server's own. */
const GIVER = { "x-forwarded-for": "198.51.100.1" };

/** What the celebrated view may show of a wish: as its owner wrote it (decision 123). */
const ALLOWED_ITEM_FIELDS = [
  "id",
  "title",
  "url",
  "image_url",
  "image_srcset",
  "image_width",
  "image_height",
  "price",
  "price_text",
  "note",
  "position",
  "quantity",
  "section",
  "answers",
].sort();

describe("the celebrated person's view", () => {
  it("shows the wishes as written, field for field the owner's, with nothing of who gave what", async () => {
    const list = await a.api.createList("Mias Wunschliste");
    const bike = await a.api.addItem(list, { title: "Fahrrad", price: "199.90", note: "blau", section: "Draußen" });
    const socks = await a.api.addItem(list, { title: "Socken", quantity: "3", most_wanted: true });
    const trip = await a.api.addItem(list, { title: "Zoo-Ausflug", price: "80", group_gift: true });
    await a.api.addItem(list, { title: "Buch", price_text: "ca. 15 €" });
    const giving = (path: string, fields: Record<string, unknown>) =>
      a.api.post(path, { name: "Oma Erna", password: "pw", ...fields }, { headers: GIVER });
    expectOk(await giving("/api/item_reserve", { item_id: bike.id }));
    expectOk(await giving("/api/item_reserve", { item_id: socks.id, count: "2" }));
    expectOk(await giving("/api/item_pledge.php", { item_id: trip.id, amount: "30" }));

    await a.api.updateList(list, { celebrated_view: true });
    const owner = await ownerRead(a.api, list, "&reveal=1");
    const link = new URL(owner.json.celebrated_link as string);
    expect(link.pathname).toBe("/web/for/");
    expect([...link.searchParams.keys()]).toEqual(["slug"]);
    const viewToken = new URLSearchParams(link.hash.slice(1)).get("view")!;
    expect(viewToken).toMatch(TOKEN_PATTERN);

    // a visitor's read first, so any copy kept for visitors is warm: the view must not come from it
    expectOk(await b.api.getList(list.slug));
    const view = await b.api.get<{ view: string; list: Record<string, unknown>; items: Record<string, unknown>[] }>(
      `/api/list_get.php?slug=${list.slug}`,
      { "x-view-token": viewToken },
    );
    expectOk(view);
    expect(view.headers.get("cache-control")).toBe("no-store");
    expect(view.headers.get("vary")).toContain("X-View-Token");
    expect(view.headers.get("etag")).toBeNull();
    expect(view.json.view).toBe("celebrated");
    expect(Object.keys(view.json).sort()).toEqual(["items", "list", "ok", "view"]);
    const ownerItems = owner.json.items as Record<string, unknown>[];
    expect(view.json.items.map((item) => item.title)).toEqual(ownerItems.map((item) => item.title));
    view.json.items.forEach((item, index) => {
      expect(Object.keys(item).sort()).toEqual(ALLOWED_ITEM_FIELDS);
      for (const field of ALLOWED_ITEM_FIELDS) expect(item[field], field).toEqual(ownerItems[index]![field]);
    });
    const ownerList = owner.json.list as Record<string, unknown>;
    for (const [field, value] of Object.entries(view.json.list)) expect(value, field).toEqual(ownerList[field]);
    for (const hidden of ["surprise", "closed", "require_name", "identity_mode"])
      expect(view.json.list).not.toHaveProperty(hidden);
    for (const trace of ["Oma Erna", "busy", "reserv", "pledg", "received", "most_wanted", "version"]) {
      expect(view.text).not.toContain(trace);
    }
  });

  it("keeps its link while on, ends it when turned off, and makes a new one when turned on again", async () => {
    const list = await a.api.createList("Opas Liste");
    const linkOf = async () => (await ownerRead(a.api, list)).json.celebrated_link as string | null;
    expect(await linkOf()).toBeNull();
    await a.api.updateList(list, { celebrated_view: true });
    const first = await linkOf();
    await a.api.updateList(list, { celebrated_view: true, title: "Opas 80." });
    expect(await linkOf()).toBe(first);
    const token = new URLSearchParams(new URL(first!).hash.slice(1)).get("view")!;
    const read = (api: Api, viewToken: string) =>
      api.get(`/api/list_get.php?slug=${list.slug}`, { "x-view-token": viewToken, "accept-language": "en" });
    expectOk(await read(b.api, token));

    await a.api.updateList(list, { celebrated_view: false });
    expect(await linkOf()).toBeNull();
    expectFailure(await read(b.api, token), 403, "view_link_revoked", "en");
    await a.api.updateList(list, { celebrated_view: true });
    const second = await linkOf();
    expect(second).not.toBe(first);
    expectFailure(await read(b.api, token), 403, "view_link_revoked", "en");
    expectFailure(await read(a.api, "A".repeat(43)), 403, "view_link_revoked", "en");
  });

  it("neither link travels with an export", async () => {
    const list = await a.api.createList("Umzug");
    await a.api.addItem(list, { title: "Lampe" });
    const made = await invite(a.api, list);
    await a.api.updateList(list, { celebrated_view: true });
    const link = (await ownerRead(a.api, list)).json.celebrated_link as string;
    const exported = await a.api.post("/api/list_export.php", { slug: list.slug, edit_token: list.editToken });
    expectOk(exported);
    for (const secret of [made.token, made.inviteId, new URL(link).hash.slice("#view=".length)]) {
      expect(exported.text).not.toContain(secret);
    }
    const imported = await a.api.post<{ slug: string; edit_token: string }>(
      "/api/list_import.php",
      { document: exported.json.document, owner_password: "neu-secret" },
      { as: "json" },
    );
    expectOk(imported);
    const copy = await ownerRead(a.api, { slug: imported.json.slug, editToken: imported.json.edit_token });
    expect({ owners: copy.json.owners, celebrated_link: copy.json.celebrated_link }).toEqual({
      owners: [],
      celebrated_link: null,
    });
  });
});
