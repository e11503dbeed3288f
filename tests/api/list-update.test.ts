// list_update: partial changes, validation, icon packs and identity modes.
import { describe, expect, it } from "vitest";
import { ICON_PACKS } from "../../lib/icon-packs";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

describe("list_update", () => {
  it("changes only the given fields; null clears; title is an alias of new_title", async () => {
    const list = await api.createList("Update");
    const full = await api.updateList(list, {
      new_title: "  Neu  ",
      theme_color: "#ABC",
      font_key: "serif",
      bg_theme: "party",
      event_date: "2026-12-24T18:30:00+05:00",
      event_location: "  Wien  ",
      event_note: "Bitte pünktlich",
      require_name: false,
      identity_mode: "icon",
      occasion: "xmas",
    });
    expect(full).toMatchObject({
      slug: list.slug,
      title: "Neu",
      theme_color: "#aabbcc",
      font_key: "serif",
      bg_theme: "party",
      event_date: "2026-12-24T18:30",
      event_location: "Wien",
      event_note: "Bitte pünktlich",
      require_name: false,
      identity_mode: "icon",
      occasion: "xmas",
      icon_pack_key: "xmas",
      icons: [...ICON_PACKS.xmas],
    });
    // absent keeps everything
    expect(await api.updateList(list, {})).toEqual(full);
    // one field at a time, via form too
    const aliased = await api.post("/api/list_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      title: "Alias",
      theme_color: "00FF7f",
    });
    expectOk(aliased);
    expect(aliased.json.list).toEqual({ ...full, title: "Alias", theme_color: "#00ff7f" });
    // null clears optional fields, blank strings too
    const cleared = await api.updateList(list, { event_date: null, event_location: null, event_note: "   " });
    expect(cleared).toEqual({
      ...full,
      title: "Alias",
      theme_color: "#00ff7f",
      event_date: null,
      event_location: null,
      event_note: null,
    });
    expect((await api.getList(list.slug)).json.list).toEqual(cleared);
    // booleans in form words
    const formBool = await api.post(
      "/api/list_update.php",
      { slug: list.slug, edit_token: list.editToken, require_name: "1" },
      { as: "multipart" },
    );
    expect((formBool.json.list as { require_name: boolean }).require_name).toBe(true);
    const formFalse = await api.post("/api/list_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      require_name: "false",
    });
    expect((formFalse.json.list as { require_name: boolean }).require_name).toBe(false);
  });

  it("keeps the event's wall-clock time and refuses impossible dates", async () => {
    const list = await api.createList("Dates");
    for (const [input, stored] of [
      ["2026-12-24T18:30", "2026-12-24T18:30"],
      ["2026-12-24T18:30:59", "2026-12-24T18:30"],
      ["2026-12-24T18:30:00Z", "2026-12-24T18:30"],
      ["2026-12-24T18:30:00-08:00", "2026-12-24T18:30"],
      ["2028-02-29T00:00", "2028-02-29T00:00"],
      ["  ", null],
    ] as const) {
      expect((await api.updateList(list, { event_date: input })).event_date, input).toBe(stored);
    }
    await api.updateList(list, { event_date: "2026-05-01T10:00" });
    const bad = [
      "2026-02-30T10:00",
      "2027-02-29T10:00",
      "2026-13-01T10:00",
      "2026-12-24T24:00",
      "2026-12-24T18:60",
      "24.12.2026",
      "tomorrow",
      "2026-12-24",
    ];
    const answers = await Promise.all(
      bad.map((event_date) =>
        api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, event_date }, { as: "json" }),
      ),
    );
    answers.forEach((answer, index) => {
      expectFailure(answer, 400, "invalid_event_date");
      expect(answer.json.field, bad[index]).toBe("event_date");
    });
    expect((await api.getList(list.slug)).json.list.event_date).toBe("2026-05-01T10:00");
  });

  it("refuses every invalid field with its own code and changes nothing", async () => {
    const list = await api.createList("Invalid");
    const before = (await api.getList(list.slug)).json;
    const cases: [Record<string, unknown>, string][] = [
      [{ theme_color: "#abcd" }, "invalid_theme_color"],
      [{ theme_color: "red" }, "invalid_theme_color"],
      [{ theme_color: "#ggg" }, "invalid_theme_color"],
      [{ theme_color: 123456 }, "invalid_theme_color"],
      [{ font_key: "papyrus" }, "invalid_font"],
      [{ bg_theme: "space" }, "invalid_bg_theme"],
      [{ identity_mode: "email" }, "invalid_identity_mode"],
      [{ occasion: "wedding" }, "invalid_occasion"],
      [{ icon_pack_key: "animals" }, "invalid_icon_pack"],
      [{ require_name: "maybe" }, "invalid_require_name"],
      [{ new_title: "" }, "title_required"],
      [{ new_title: "x".repeat(121) }, "title_too_long"],
      [{ title: "   " }, "title_required"],
      [{ event_location: "x".repeat(201) }, "event_location_too_long"],
      [{ event_note: "x".repeat(1001) }, "event_note_too_long"],
      [{ event_note: { a: 1 } }, "invalid_field"],
      // a valid field next to an invalid one is not applied either
      [{ new_title: "Should not stick", theme_color: "nope" }, "invalid_theme_color"],
    ];
    const answers = await Promise.all(
      cases.map(([changes]) =>
        api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, ...changes }, { as: "json" }),
      ),
    );
    answers.forEach((answer, index) => expectFailure(answer, 400, cases[index]![1]));
    expect((await api.getList(list.slug)).json).toEqual(before);
    const okMax = await api.updateList(list, { event_location: "ü".repeat(200), event_note: "😀".repeat(1000) });
    expect([...okMax.event_note!].length).toBe(1000);
  });

  it("checks input, then existence, then the token", async () => {
    const list = await api.createList("Order");
    const other = await api.createList("Other");
    const answers = await Promise.all([
      api.post("/api/list_update.php", { edit_token: list.editToken, new_title: "x" }),
      api.post("/api/list_update.php", { slug: "unknownslug99", edit_token: "whatever", theme_color: "nope" }),
      api.post("/api/list_update.php", { slug: "unknownslug99", edit_token: list.editToken, new_title: "x" }),
      api.post("/api/list_update.php", { slug: list.slug, new_title: "x" }),
      api.post("/api/list_update.php", {
        slug: list.slug,
        edit_token: "forged-token-".padEnd(43, "x"),
        new_title: "x",
      }),
      api.post("/api/list_update.php", { slug: list.slug, edit_token: other.editToken, new_title: "x" }),
      api.post("/api/list_update.php", { slug: list.slug, edit_token: "t".repeat(500), new_title: "x" }),
    ]);
    expectFailure(answers[0]!, 400, "slug_required");
    expectFailure(answers[1]!, 400, "invalid_theme_color");
    expectFailure(answers[2]!, 404, "list_not_found");
    for (const answer of answers.slice(3)) expectFailure(answer, 403, "edit_token_invalid");
    expect((await api.getList(list.slug)).json.list.title).toBe("Order");
  });

  it("derives the icon pack from the occasion until the owner chooses one, which then stays", async () => {
    const list = await api.createList("Icons");
    const expectPack = async (pack: keyof typeof ICON_PACKS) => {
      const { json } = await api.getList(list.slug);
      expect(json.list.icon_pack_key).toBe(pack);
      expect(json.list.icons).toEqual([...ICON_PACKS[pack]]);
    };
    await expectPack("neutral");
    for (const [occasion, pack] of [
      ["birthday_kids", "kids"],
      ["family", "family"],
      ["bachelor", "bachelor"],
      ["xmas", "xmas"],
      ["neutral", "neutral"],
    ] as const) {
      const updated = await api.updateList(list, { occasion });
      expect(updated.icon_pack_key).toBe(pack);
      expect(updated.icons).toEqual([...ICON_PACKS[pack]]);
      await expectPack(pack);
    }
    // chosen: stays when the occasion changes
    expect((await api.updateList(list, { icon_pack_key: "bachelor" })).icon_pack_key).toBe("bachelor");
    expect((await api.updateList(list, { occasion: "xmas" })).icon_pack_key).toBe("bachelor");
    await expectPack("bachelor");
    // choosing and changing the occasion in one call
    expect((await api.updateList(list, { icon_pack_key: "kids", occasion: "family" })).icon_pack_key).toBe("kids");
    await expectPack("kids");
    // null (or blank) goes back to following the occasion
    expect((await api.updateList(list, { icon_pack_key: null })).icon_pack_key).toBe("family");
    expect((await api.updateList(list, { occasion: "xmas" })).icon_pack_key).toBe("xmas");
    await api.updateList(list, { icon_pack_key: "neutral" });
    const blank = await api.post("/api/list_update.php", {
      slug: list.slug,
      edit_token: list.editToken,
      icon_pack_key: "",
    });
    expect((blank.json.list as { icon_pack_key: string }).icon_pack_key).toBe("xmas");
  });
});
