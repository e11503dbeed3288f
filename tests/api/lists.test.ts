// Lists: create, owner login, list_get, list_update (partial, validation, icon packs), password
// change revoking tokens, legacy bcrypt hashes, and localized errors.
import bcrypt from "bcryptjs";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ICON_PACKS } from "../../lib/icon-packs";
import { expectFailure, expectOk, type Encoding } from "../support/api";
import { testServerForFile } from "../support/fixture";
import { openDatabase } from "../support/database";

const { server, api } = testServerForFile();

const TOKEN = /^[A-Za-z0-9_-]{43,}$/;
const ID = /^[A-Za-z0-9_-]{10,}$/;
const ENCODINGS: Encoding[] = ["form", "json", "multipart"];

describe("list_create", () => {
  it("creates a list on both paths and in every encoding, with a random slug and token", async () => {
    const answers = await Promise.all(
      ["/api/list_create.php", "/api/list.create.php"].flatMap((path) =>
        ENCODINGS.map((as) => api.post(path, { title: `  Liste ${path} ${as}  `, owner_password: "pw" }, { as })),
      ),
    );
    const slugs = new Set<string>();
    const tokens = new Set<string>();
    for (const answer of answers) {
      expectOk(answer);
      expect(Object.keys(answer.json).sort()).toEqual(["edit_token", "ok", "slug"]);
      expect(answer.json.slug).toMatch(ID);
      expect(answer.json.edit_token).toMatch(TOKEN);
      slugs.add(answer.json.slug as string);
      tokens.add(answer.json.edit_token as string);
    }
    expect(slugs.size).toBe(6);
    expect(tokens.size).toBe(6);
    // the title is trimmed and not part of the slug
    const { json } = await api.getList(answers[1]!.json.slug as string);
    expect(json.list.title).toBe("Liste /api/list_create.php json");
    expect(json.list.slug).not.toMatch(/liste/i);
  });

  it("answers a new list with the documented defaults", async () => {
    const list = await api.createList("Defaults");
    const answer = await api.getList(list.slug);
    expectOk(answer);
    expect(answer.json.items).toEqual([]);
    expect(answer.json.list).toEqual({
      slug: list.slug,
      title: "Defaults",
      theme_color: "#111827",
      font_key: "system",
      bg_theme: "plain",
      event_date: null,
      event_location: null,
      event_note: null,
      require_name: true,
      identity_mode: "name",
      occasion: "neutral",
      icon_pack_key: "neutral",
      icons: [...ICON_PACKS.neutral],
    });
  });

  it("refuses missing, blank and too long titles and passwords (lengths in code points)", async () => {
    const ok120 = await api.post(
      "/api/list_create.php",
      { title: "🎁".repeat(120), owner_password: "pw" },
      { as: "json" },
    );
    expectOk(ok120);
    expect((await api.getList(ok120.json.slug as string)).json.list.title).toBe("🎁".repeat(120));
    const cases: [Record<string, unknown>, string][] = [
      [{ owner_password: "pw" }, "title_required"],
      [{ title: "   ", owner_password: "pw" }, "title_required"],
      [{ title: "🎁".repeat(121), owner_password: "pw" }, "title_too_long"],
      [{ title: "x".repeat(121), owner_password: "pw" }, "title_too_long"],
      [{ title: "T" }, "owner_password_required"],
      [{ title: "T", owner_password: "    " }, "owner_password_required"],
      [{ title: "T", owner_password: "p".repeat(201) }, "password_too_long"],
      [{ title: 5, owner_password: "pw" }, "invalid_field"],
      [{ title: ["a"], owner_password: "pw" }, "invalid_field"],
    ];
    const answers = await Promise.all(cases.map(([body]) => api.post("/api/list_create.php", body, { as: "json" })));
    answers.forEach((answer, index) => expectFailure(answer, 400, cases[index]![1]));
    expect(answers[0]!.json.field).toBe("title");
  });
});

describe("localized errors", () => {
  it("answers in German by default, else Accept-Language (by q), and the NEXT_LOCALE cookie beats it", async () => {
    const body = { owner_password: "pw" };
    const cases: [Record<string, string>, "de" | "en" | "tr"][] = [
      [{}, "de"],
      [{ "accept-language": "en-GB,en;q=0.9" }, "en"],
      [{ "accept-language": "fr-FR, tr;q=0.5, en;q=0.3" }, "tr"],
      [{ "accept-language": "en;q=0.2, tr;q=0.8" }, "tr"],
      [{ "accept-language": "fr, es" }, "de"],
      [{ cookie: "NEXT_LOCALE=tr" }, "tr"],
      [{ cookie: "NEXT_LOCALE=tr", "accept-language": "en" }, "tr"],
      [{ cookie: "other=1; NEXT_LOCALE=en", "accept-language": "tr" }, "en"],
      [{ cookie: "NEXT_LOCALE=xx", "accept-language": "en" }, "en"],
    ];
    const answers = await Promise.all(cases.map(([headers]) => api.post("/api/list_create.php", body, { headers })));
    answers.forEach((answer, index) => expectFailure(answer, 400, "title_required", cases[index]![1]));
    // the three languages really differ
    expect(new Set(answers.slice(0, 3).map((answer) => answer.json.error)).size).toBe(3);
    // GET endpoints too
    expectFailure(
      await api.get("/api/list_get.php?slug=nope12345678", { cookie: "NEXT_LOCALE=en" }),
      404,
      "list_not_found",
      "en",
    );
  });
});

describe("list_get", () => {
  it("answers 400 without a slug, 404 for an unknown or over-long slug; lookup is exact", async () => {
    const list = await api.createList();
    const answers = await Promise.all([
      api.get("/api/list_get.php"),
      api.get("/api/list_get.php?slug="),
      api.get("/api/list_get.php?slug=doesnotexist99"),
      api.get(`/api/list_get.php?slug=${"a".repeat(500)}`),
      api.getList(list.slug.toUpperCase()),
      api.getList(`${list.slug}x`),
      api.getList(list.slug.slice(0, -1)),
    ]);
    expectFailure(answers[0]!, 400, "slug_required");
    expectFailure(answers[1]!, 400, "slug_required");
    for (const answer of answers.slice(2)) expectFailure(answer, 404, "list_not_found");
  });
});

describe("owner login", () => {
  it("issues a new working token on both paths; older tokens keep working", async () => {
    const list = await api.createList("Login", "right one");
    const answers = await Promise.all(
      ["/api/list.owner.login", "/api/list.owner.login.php"].flatMap((path) =>
        ENCODINGS.map((as) => api.post(path, { slug: list.slug, owner_password: "  right one  " }, { as })),
      ),
    );
    const tokens = new Set([list.editToken]);
    for (const answer of answers) {
      expectOk(answer);
      expect(Object.keys(answer.json).sort()).toEqual(["edit_token", "ok"]);
      expect(answer.json.edit_token).toMatch(TOKEN);
      tokens.add(answer.json.edit_token as string);
    }
    expect(tokens.size).toBe(7);
    for (const token of tokens) {
      expectOk(
        await api.post("/api/list_update.php", { slug: list.slug, edit_token: token, event_note: token.slice(0, 5) }),
      );
    }
  });

  it("answers input 400, unknown list 404, wrong password 401", async () => {
    const list = await api.createList("Login2", "right");
    const answers = await Promise.all([
      api.post("/api/list.owner.login", { owner_password: "right" }),
      api.post("/api/list.owner.login", { slug: list.slug }),
      api.post("/api/list.owner.login", { slug: list.slug, owner_password: "   " }),
      api.post("/api/list.owner.login", { slug: "unknownslug123", owner_password: "wrong" }),
      api.post(
        "/api/list.owner.login.php",
        { slug: list.slug, owner_password: "wrong" },
        { headers: { "accept-language": "en" } },
      ),
      api.post("/api/list.owner.login.php", { slug: list.slug, owner_password: "RIGHT" }),
    ]);
    expectFailure(answers[0]!, 400, "slug_required");
    expectFailure(answers[1]!, 400, "owner_password_required");
    expectFailure(answers[2]!, 400, "owner_password_required");
    expectFailure(answers[3]!, 404, "list_not_found");
    expectFailure(answers[4]!, 401, "wrong_password", "en");
    expectFailure(answers[5]!, 401, "wrong_password");
  });
});

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

describe("list_password", () => {
  it("revokes every older token, answers a working new one, and swaps the password", async () => {
    const list = await api.createList("Password", "old-pass");
    const secondDevice = (await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "old-pass" })).json
      .edit_token as string;
    expectOk(
      await api.post("/api/list_update.php", { slug: list.slug, edit_token: secondDevice, event_note: "before" }),
    );

    const changed = await api.post("/api/list_password.php", {
      slug: list.slug,
      edit_token: list.editToken,
      owner_password: "old-pass",
      new_owner_password: "  new-pass  ",
    });
    expectOk(changed);
    expect(Object.keys(changed.json).sort()).toEqual(["edit_token", "ok"]);
    const fresh = changed.json.edit_token as string;
    expect(fresh).toMatch(TOKEN);
    expect([list.editToken, secondDevice]).not.toContain(fresh);

    for (const old of [list.editToken, secondDevice]) {
      expectFailure(
        await api.post("/api/list_update.php", { slug: list.slug, edit_token: old, event_note: "x" }),
        403,
        "edit_token_invalid",
      );
      expectFailure(
        await api.post("/api/item_create.php", { slug: list.slug, edit_token: old, title: "x" }),
        403,
        "edit_token_invalid",
      );
    }
    expectOk(await api.post("/api/list_update.php", { slug: list.slug, edit_token: fresh, event_note: "after" }));
    expectFailure(
      await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "old-pass" }),
      401,
      "wrong_password",
    );
    expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "new-pass" }));
    expect((await api.getList(list.slug)).json.list.event_note).toBe("after");
  });

  it("answers input 400, existence 404, bad token 403, wrong current password 401 (and changes nothing)", async () => {
    const list = await api.createList("Password2", "current");
    const base = { slug: list.slug, edit_token: list.editToken, owner_password: "current", new_owner_password: "next" };
    const answers = await Promise.all([
      api.post("/api/list_password.php", { ...base, new_owner_password: " " }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, owner_password: undefined }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, new_owner_password: "n".repeat(201) }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, slug: "unknownslug99" }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, edit_token: undefined }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, edit_token: "x".repeat(43) }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, owner_password: "not current" }, { as: "json" }),
    ]);
    expectFailure(answers[0]!, 400, "new_password_required");
    expectFailure(answers[1]!, 400, "owner_password_required");
    expectFailure(answers[2]!, 400, "password_too_long");
    expectFailure(answers[3]!, 404, "list_not_found");
    expectFailure(answers[4]!, 403, "edit_token_invalid");
    expectFailure(answers[5]!, 403, "edit_token_invalid");
    expectFailure(answers[6]!, 401, "wrong_password");
    // nothing changed: the old token and password still work
    expectOk(
      await api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, event_note: "still" }),
    );
    expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "current" }));
  });
});

describe("storage", () => {
  it("stores edit tokens only as SHA-256 and passwords only as argon2id", async () => {
    const list = await api.createList("Storage", "stored-pw");
    const db = openDatabase(server.databaseUrl);
    try {
      const row = (
        await db.execute({ sql: 'SELECT id, "ownerPasswordHash" FROM "List" WHERE slug = ?', args: [list.slug] })
      ).rows[0]!;
      expect(String(row.ownerPasswordHash)).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
      const [, memory, time] = /m=(\d+),t=(\d+)/.exec(String(row.ownerPasswordHash))!.map(Number);
      expect(memory).toBeGreaterThanOrEqual(19_456);
      expect(time).toBeGreaterThanOrEqual(2);
      const tokens = (
        await db.execute({ sql: 'SELECT "tokenHash" FROM "EditToken" WHERE "listId" = ?', args: [String(row.id)] })
      ).rows;
      expect(tokens.map((token) => token.tokenHash)).toEqual([
        createHash("sha256").update(list.editToken).digest("hex"),
      ]);
    } finally {
      await db.close();
    }
  });

  it("accepts a legacy bcrypt owner hash and upgrades it to argon2id at the next login", async () => {
    const list = await api.createList("Imported", "placeholder");
    const db = openDatabase(server.databaseUrl);
    try {
      const legacy = bcrypt.hashSync("from-the-old-install", 4);
      expect(legacy).toMatch(/^\$2[aby]\$/);
      await db.execute({ sql: 'UPDATE "List" SET "ownerPasswordHash" = ? WHERE slug = ?', args: [legacy, list.slug] });

      expectFailure(
        await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "placeholder" }),
        401,
        "wrong_password",
      );
      const stillLegacy = await db.execute({
        sql: 'SELECT "ownerPasswordHash" FROM "List" WHERE slug = ?',
        args: [list.slug],
      });
      expect(stillLegacy.rows[0]!.ownerPasswordHash).toBe(legacy);

      const login = await api.post("/api/list.owner.login.php", {
        slug: list.slug,
        owner_password: "from-the-old-install",
      });
      expectOk(login);
      expect(login.json.edit_token).toMatch(TOKEN);
      const upgraded = await db.execute({
        sql: 'SELECT "ownerPasswordHash" FROM "List" WHERE slug = ?',
        args: [list.slug],
      });
      expect(String(upgraded.rows[0]!.ownerPasswordHash)).toMatch(/^\$argon2id\$/);
      // the upgraded hash still takes the same password, and only that one
      expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "from-the-old-install" }));
      expectFailure(
        await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "placeholder" }),
        401,
        "wrong_password",
      );
    } finally {
      await db.close();
    }
  });
});
