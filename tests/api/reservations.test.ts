// Reserve and release: the three identity modes, require_name, check order, owner release, and
// the races (40 reserves, 20 releases: exactly one wins).
import { describe, expect, it } from "vitest";
import { ICON_PACKS } from "../../lib/icon-packs";
import type { WireItem } from "../../lib/wire";
import { ENCODINGS, expectFailure, expectOk, type Encoding } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

const RESERVE_PATHS = ["/api/item_reserve.php", "/api/item_reserve"];
const UNRESERVE_PATHS = ["/api/item_unreserve.php", "/api/item_unreserve"];

function reserve(
  itemId: string,
  name: string | undefined,
  password: string | undefined,
  path = "/api/item_reserve",
  as: Encoding = "form",
) {
  return api.post(path, { item_id: itemId, name, password }, { as });
}
function unreserve(fields: Record<string, unknown>, path = "/api/item_unreserve", as: Encoding = "form") {
  return api.post(path, fields, { as });
}
async function itemState(slug: string, itemId: string) {
  const item = (await api.getList(slug)).json.items.find((one) => one.id === itemId)!;
  return { busy: item.busy, reserved_by: item.reserved_by };
}

describe("name mode", () => {
  it("reserves and releases on every path and in every encoding", async () => {
    const list = await api.createList("Name");
    for (const reservePath of RESERVE_PATHS) {
      for (const as of ENCODINGS) {
        const unreservePath = UNRESERVE_PATHS[ENCODINGS.indexOf(as) % 2]!;
        const item = await api.addItem(list, { title: `${reservePath} ${as}` });
        const reserved = await reserve(item.id, "  Tante Erna  ", "  geheim  ", reservePath, as);
        expectOk(reserved);
        // the answer names the new reservation (docs/decisions/028-quantities.md)
        expect(reserved.json).toEqual({ ok: true, reservation_id: expect.stringMatching(/^\S{10,64}$/) });
        expect(await itemState(list.slug, item.id)).toEqual({ busy: true, reserved_by: "Tante Erna" });
        const released = await unreserve({ item_id: item.id, password: "geheim" }, unreservePath, as);
        expectOk(released);
        expect(released.json).toEqual({ ok: true });
        expect(await itemState(list.slug, item.id)).toEqual({ busy: false, reserved_by: null });
      }
    }
  });

  it("requires the name only when require_name is true; the password always", async () => {
    const list = await api.createList("Require");
    const [a, b, c] = [await api.addItem(list), await api.addItem(list), await api.addItem(list)];
    const refusals = await Promise.all([
      reserve(a!.id, undefined, "pw"),
      reserve(a!.id, "   ", "pw"),
      reserve(a!.id, "x".repeat(61), "pw"),
      reserve(a!.id, "Erna", undefined),
      reserve(a!.id, "Erna", "    "),
      reserve(a!.id, "Erna", "p".repeat(201)),
      reserve("", "Erna", "pw"),
      api.post("/api/item_reserve", { item_id: a!.id, name: { first: "E" }, password: "pw" }, { as: "json" }),
      api.post("/api/item_reserve", { item_id: a!.id, name: "E", password: 1234 }, { as: "json" }),
    ]);
    expectFailure(refusals[0]!, 400, "name_required");
    expect(refusals[0]!.json.field).toBe("name");
    expectFailure(refusals[1]!, 400, "name_required");
    expectFailure(refusals[2]!, 400, "name_too_long");
    expectFailure(refusals[3]!, 400, "password_required");
    expect(refusals[3]!.json.field).toBe("password");
    expectFailure(refusals[4]!, 400, "password_required");
    expectFailure(refusals[5]!, 400, "password_too_long");
    expectFailure(refusals[6]!, 400, "item_id_required");
    expectFailure(refusals[7]!, 400, "invalid_field");
    expectFailure(refusals[8]!, 400, "invalid_field");
    expect(await itemState(list.slug, a!.id)).toEqual({ busy: false, reserved_by: null });

    expectOk(await reserve(a!.id, "😀".repeat(60), "pw"));
    expect((await itemState(list.slug, a!.id)).reserved_by).toBe("😀".repeat(60));

    await api.updateList(list, { require_name: false });
    expectOk(await reserve(b!.id, undefined, "pw"));
    expect(await itemState(list.slug, b!.id)).toEqual({ busy: true, reserved_by: null });
    expectOk(await reserve(c!.id, "Onkel", "pw", "/api/item_reserve", "json"));
    expect(await itemState(list.slug, c!.id)).toEqual({ busy: true, reserved_by: "Onkel" });
  });

  it("checks input, then existence, then state, then the password", async () => {
    const list = await api.createList("Order");
    const other = await api.createList("Other");
    const free = await api.addItem(list, { title: "free" });
    const taken = await api.addItem(list, { title: "taken" });
    expectOk(await reserve(taken.id, "Erna", "right"));
    const answers = await Promise.all([
      // reserve
      reserve("unknownitem99", "Erna", "pw"),
      reserve("unknownitem99", "Erna", undefined),
      reserve(taken.id, "Someone", "right"),
      reserve(taken.id, undefined, "pw"),
      // release of a free item: 409 whatever the password or token
      unreserve({ item_id: free.id, password: "anything" }),
      unreserve({ item_id: free.id, edit_token: "forged" }),
      unreserve({ item_id: free.id, slug: list.slug, edit_token: list.editToken }),
      // release: input and existence first
      unreserve({ item_id: taken.id }),
      unreserve({ item_id: taken.id, password: "   " }),
      unreserve({ password: "right" }),
      unreserve({ item_id: "unknownitem99", password: "wrong" }),
      unreserve({ item_id: taken.id, slug: other.slug, edit_token: list.editToken }),
      // authorization last
      unreserve({ item_id: taken.id, password: "wrong" }, "/api/item_unreserve.php", "json"),
      unreserve({ item_id: taken.id, edit_token: other.editToken }),
      unreserve({ item_id: taken.id, slug: list.slug, edit_token: "x".repeat(43) }),
    ]);
    expectFailure(answers[0]!, 404, "item_not_found");
    expectFailure(answers[1]!, 400, "password_required");
    expectFailure(answers[2]!, 409, "already_reserved");
    expectFailure(answers[3]!, 400, "name_required");
    expectFailure(answers[4]!, 409, "not_reserved");
    expectFailure(answers[5]!, 409, "not_reserved");
    expectFailure(answers[6]!, 409, "not_reserved");
    expectFailure(answers[7]!, 400, "password_required");
    expectFailure(answers[8]!, 400, "password_required");
    expectFailure(answers[9]!, 400, "item_id_required");
    expectFailure(answers[10]!, 404, "item_not_found");
    expectFailure(answers[11]!, 404, "item_not_found");
    expectFailure(answers[12]!, 403, "reservation_password_wrong");
    expectFailure(answers[13]!, 403, "edit_token_invalid");
    expectFailure(answers[14]!, 403, "edit_token_invalid");
    expect(await itemState(list.slug, taken.id)).toEqual({ busy: true, reserved_by: "Erna" });
    expect(await itemState(list.slug, free.id)).toEqual({ busy: false, reserved_by: null });
  });

  it("lets the owner release with the edit token, with or without the slug, but not another owner", async () => {
    const list = await api.createList("Owner release");
    const other = await api.createList("Other owner");
    const [a, b] = [await api.addItem(list), await api.addItem(list)];
    expectOk(await reserve(a!.id, "Erna", "pw-a"));
    expectOk(await reserve(b!.id, "Otto", "pw-b"));
    expectFailure(
      await unreserve({ item_id: a!.id, slug: other.slug, edit_token: other.editToken }),
      404,
      "item_not_found",
    );
    expectFailure(await unreserve({ item_id: a!.id, edit_token: other.editToken }), 403, "edit_token_invalid");
    // the reservation password of another item does not open this one
    expectFailure(await unreserve({ item_id: a!.id, password: "pw-b" }), 403, "reservation_password_wrong");
    expectOk(await unreserve({ item_id: a!.id, edit_token: list.editToken }, "/api/item_unreserve.php", "json"));
    expectOk(
      await unreserve(
        { item_id: b!.id, slug: list.slug, edit_token: list.editToken },
        "/api/item_unreserve",
        "multipart",
      ),
    );
    expect((await api.getList(list.slug)).json.items.map((item) => item.busy)).toEqual([false, false]);
    // a fresh reservation takes a fresh password; the old one no longer counts
    expectOk(await reserve(a!.id, "Neu", "pw-new"));
    expectFailure(await unreserve({ item_id: a!.id, password: "pw-a" }), 403, "reservation_password_wrong");
    expectOk(await unreserve({ item_id: a!.id, password: "pw-new" }));
  });
});

describe("icon mode", () => {
  it("takes only emoji of the list's pack, ignoring variation selectors, and stores the pack's spelling", async () => {
    const list = await api.createList("Icons");
    await api.updateList(list, { identity_mode: "icon", occasion: "xmas" });
    const made: WireItem[] = [];
    for (let index = 0; index < 6; index += 1) made.push(await api.addItem(list, { title: `i${index}` }));
    const star = ICON_PACKS.xmas.find((icon) => icon.startsWith("⭐"))!;
    const answers = await Promise.all([
      reserve(made[0]!.id, "🎄", "pw"),
      reserve(made[1]!.id, "⭐\uFE0F", "pw", "/api/item_reserve.php", "json"),
      reserve(made[2]!.id, "🦄", "pw"), // kids pack, not this list's
      reserve(made[2]!.id, "Erna", "pw"),
      reserve(made[2]!.id, "🎄🎅", "pw"),
      reserve(made[2]!.id, undefined, "pw"),
    ]);
    expectOk(answers[0]!);
    expectOk(answers[1]!);
    expectFailure(answers[2]!, 400, "icon_invalid");
    expect(answers[2]!.json.field).toBe("name");
    expectFailure(answers[3]!, 400, "icon_invalid");
    expectFailure(answers[4]!, 400, "icon_invalid");
    expectFailure(answers[5]!, 400, "icon_required");
    const { json } = await api.getList(list.slug);
    expect(json.list.icons).toEqual([...ICON_PACKS.xmas]);
    expect(json.items.map((item) => item.reserved_by)).toEqual(["🎄", star, null, null, null, null]);

    // a chosen pack decides, not the occasion
    await api.updateList(list, { icon_pack_key: "kids" });
    expectOk(await reserve(made[2]!.id, "🦄", "pw"));
    expectFailure(await reserve(made[3]!.id, "🎅", "pw"), 400, "icon_invalid");
    // without require_name the icon may be left out, but a wrong one is still refused
    await api.updateList(list, { require_name: false });
    expectOk(await reserve(made[3]!.id, "", "pw"));
    expectFailure(await reserve(made[4]!.id, "🎅", "pw"), 400, "icon_invalid");
    const after = (await api.getList(list.slug)).json.items.map((item) => [item.busy, item.reserved_by]);
    expect(after).toEqual([
      [true, "🎄"],
      [true, star],
      [true, "🦄"],
      [true, null],
      [false, null],
      [false, null],
    ]);
  });
});

describe("password_only mode", () => {
  it("ignores the name and hides reserved_by while the mode lasts", async () => {
    const list = await api.createList("Secret");
    const [early, late] = [await api.addItem(list, { title: "early" }), await api.addItem(list, { title: "late" })];
    expectOk(await reserve(early!.id, "Oma", "pw"));
    await api.updateList(list, { identity_mode: "password_only" });
    expect(await itemState(list.slug, early!.id)).toEqual({ busy: true, reserved_by: null });
    // the name is ignored (even a missing one with require_name true, even an odd one)
    expectOk(await reserve(late!.id, "x".repeat(10), "pw2"));
    expect(await itemState(list.slug, late!.id)).toEqual({ busy: true, reserved_by: null });
    // item answers (item_update) hide it as well
    const updated = await api.post("/api/item_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      item_id: early!.id,
      note: "n",
    });
    expect((updated.json.item as { reserved_by: unknown }).reserved_by).toBeNull();
    expect(JSON.stringify((await api.getList(list.slug)).json)).not.toContain("Oma");
    // back in name mode, the name stored at reservation time shows again
    await api.updateList(list, { identity_mode: "name" });
    expect(await itemState(list.slug, early!.id)).toEqual({ busy: true, reserved_by: "Oma" });
    expect(await itemState(list.slug, late!.id)).toEqual({ busy: true, reserved_by: null });
    expectOk(await unreserve({ item_id: late!.id, password: "pw2" }));
  });
});

describe("races", () => {
  it("lets exactly one of 40 racing reservations of one item win; 39 get 409", async () => {
    const list = await api.createList("Race");
    const item = await api.addItem(list);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        reserve(item.id, `Gast ${index}`, `pw-${index}`, RESERVE_PATHS[index % 2], ENCODINGS[index % 3]),
      ),
    );
    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(39);
    for (const answer of losers) expectFailure(answer, 409, "already_reserved");
    const winner = winners[0]!;
    expect(await itemState(list.slug, item.id)).toEqual({ busy: true, reserved_by: `Gast ${winner}` });
    // only the winner's password releases it
    const loserIndex = (winner + 1) % 40;
    expectFailure(
      await unreserve({ item_id: item.id, password: `pw-${loserIndex}` }),
      403,
      "reservation_password_wrong",
    );
    expectOk(await unreserve({ item_id: item.id, password: `pw-${winner}` }));
  });

  it("lets exactly one of 20 racing releases with the right password win; 19 get 409", async () => {
    const list = await api.createList("Race release");
    const item = await api.addItem(list);
    expectOk(await reserve(item.id, "Erna", "release-me"));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 4 === 3
          ? unreserve(
              { item_id: item.id, edit_token: list.editToken },
              UNRESERVE_PATHS[index % 2],
              ENCODINGS[index % 3],
            )
          : unreserve({ item_id: item.id, password: "release-me" }, UNRESERVE_PATHS[index % 2], ENCODINGS[index % 3]),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(19);
    for (const answer of losers) expectFailure(answer, 409, "not_reserved");
    expect(await itemState(list.slug, item.id)).toEqual({ busy: false, reserved_by: null });
    // free again: a new reservation works
    expectOk(await reserve(item.id, "Otto", "again"));
  });
});
