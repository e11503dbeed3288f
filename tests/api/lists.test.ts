// Lists: create, localized errors, list_get and the owner login.
import type { Locale } from "../../lib/locale";
import { describe, expect, it } from "vitest";
import { ICON_PACKS } from "../../lib/icon-packs";
import { ENCODINGS, expectFailure, expectOk, ID_PATTERN, TOKEN_PATTERN } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

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
      expect(answer.json.slug).toMatch(ID_PATTERN);
      expect(answer.json.edit_token).toMatch(TOKEN_PATTERN);
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
      currency: "EUR",
      // issue 28: new lists keep the surprise, and are open
      surprise: true,
      closed: false,
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
    const cases: [Record<string, string>, Locale][] = [
      [{}, "de"],
      [{ "accept-language": "en-GB,en;q=0.9" }, "en"],
      [{ "accept-language": "sv-SE, tr;q=0.5, en;q=0.3" }, "tr"],
      [{ "accept-language": "en;q=0.2, tr;q=0.8" }, "tr"],
      [{ "accept-language": "sv, fi" }, "de"],
      [{ "accept-language": "pl;q=0.4, fr-CA;q=0.8, ar;q=0.6" }, "fr"],
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
      expect(answer.json.edit_token).toMatch(TOKEN_PATTERN);
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
    expectFailure(answers[1]!, 400, "owner_password_missing");
    expectFailure(answers[2]!, 400, "owner_password_missing");
    expectFailure(answers[3]!, 404, "list_not_found");
    expectFailure(answers[4]!, 401, "wrong_password", "en");
    expectFailure(answers[5]!, 401, "wrong_password");
  });
});
