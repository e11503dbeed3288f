// Secret suggestions (issue 53; docs/api.md "Suggestions", docs/decisions/115-secret-suggestions.md):
// givers see and reserve them; the owner learns nothing of one while the list is open — not in
// list_get (with or without reveal), an item answer, the export, the live stream, a mail or the
// metrics — and sees the given ones once the list is closed.
import { beforeEach, describe, expect, it } from "vitest";
import type { WireItem, WireList } from "../../lib/wire";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { openEvents, versionOf } from "../support/events";
import { METRICS, confirmAddress, mailServerFor, newAddress, newSender } from "../support/mail";

// read at each test: the servers start in the file's beforeAll
const file = mailServerFor({ RATE_LIMIT_SUGGESTIONS: "3" });
let api: Api;
beforeEach(() => {
  // each test from an address of its own: the per-address limits count one test's calls
  api = createApi(file.server.baseUrl, newSender());
});

type Owner = { slug: string; editToken: string };
type ListAnswer = { list: WireList; items: WireItem[]; version: number; questions?: unknown[] };

const SECRET = "Fahrradhelm von Oma";

const suggest = (slug: string, fields: Record<string, string> = {}) =>
  api.post<{ item: WireItem }>("/api/item_suggest.php", {
    slug,
    title: SECRET,
    price: "39,90",
    note: "Größe M",
    name: "Oma Gerda",
    password: "oma-secret",
    ...fields,
  });

const ownerGet = (list: Owner, query = "") =>
  api.get<ListAnswer>(`/api/list_get.php?slug=${list.slug}${query}`, { "x-edit-token": list.editToken });

const exportList = (list: Owner, reveal = false) =>
  api.post("/api/list_export.php", { slug: list.slug, edit_token: list.editToken, ...(reveal ? { reveal: "1" } : {}) });

/** A list with the owner's wish and a giver's suggestion. */
async function suggestedList() {
  const list = await api.createList("Weihnachten");
  const wish = await api.addItem(list, { title: "Buch" });
  const answer = await suggest(list.slug);
  expectOk(answer);
  return { list, wish, suggestion: answer.json.item };
}

describe("a secret suggestion", () => {
  it("shows to visitors, marked with who suggested it, and can be reserved", async () => {
    const { list, suggestion } = await suggestedList();
    expect(suggestion).toMatchObject({ title: SECRET, suggested: true, suggested_by: "Oma Gerda", price: 39.9 });
    const seen = await api.getList(list.slug);
    expect(seen.json.items.map((item) => [item.title, item.suggested_by])).toEqual([
      ["Buch", null],
      [SECRET, "Oma Gerda"],
    ]);
    expectOk(await api.post("/api/item_reserve.php", { item_id: suggestion.id, name: "Tom", password: "tom-pw" }));
    expect((await api.getList(list.slug)).json.items[1]).toMatchObject({ busy: true, reserved_by: "Tom" });
  });

  it("never reaches the owner while the list is open: list_get, reveal, item answers, export", async () => {
    const { list, wish, suggestion } = await suggestedList();
    expectOk(await api.post("/api/item_reserve.php", { item_id: suggestion.id, name: "Tom", password: "tom-pw" }));
    for (const query of ["", "&reveal=1"]) {
      const answer = await ownerGet(list, query);
      expectOk(answer);
      expect(answer.json.items.map((item) => item.title)).toEqual(["Buch"]);
      expect(answer.text).not.toContain(SECRET);
      expect(answer.text).not.toContain(suggestion.id);
    }
    // the owner's own changes answer only the owner's wishes, and cannot name the suggestion
    const reorder = await api.post("/api/item_reorder.php", {
      slug: list.slug,
      edit_token: list.editToken,
      item_ids: wish.id,
    });
    expectOk(reorder);
    expect(reorder.text).not.toContain(SECRET);
    const update = { slug: list.slug, edit_token: list.editToken, item_id: suggestion.id, title: "Mine" };
    expectFailure(await api.post("/api/item_update.php", update), 404, "item_not_found");
    for (const reveal of [false, true]) {
      const file = await exportList(list, reveal);
      expectOk(file);
      expect(file.text).not.toContain(SECRET);
    }
    // the visitors still see it where the owner's reorder left it
    expect((await api.getList(list.slug)).json.items.map((item) => item.title)).toEqual(["Buch", SECRET]);
  });

  it("moves the owner's live stream on, to an answer without it", async () => {
    const list = await api.createList("Geburtstag");
    await api.addItem(list, { title: "Buch" });
    const stream = await openEvents(`${file.server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    try {
      const first = versionOf(await stream.waitFor((event) => event.event === "version", 30_000));
      expectOk(await suggest(list.slug));
      const next = await stream.waitFor((event) => event.event === "version" && versionOf(event) > first, 30_000);
      expect(stream.text()).not.toContain(SECRET);
      const answer = await ownerGet(list);
      expect(answer.json.version).toBe(versionOf(next));
      expect(answer.text).not.toContain(SECRET);
    } finally {
      await stream.close();
    }
  });

  it("is not in the owner's mail, nor its reservations, nor the metrics", async () => {
    const list = await api.createList("Geburtstag");
    await api.updateList(list, { surprise: false });
    const wish = await api.addItem(list, { title: "Buch" });
    const address = newAddress("owner");
    const owner = { slug: list.slug, edit_token: list.editToken };
    expectOk(await api.post("/api/list_update.php", { ...owner, notify_email: address }));
    await confirmAddress(api, file.smtp, address);
    const suggestion = (await suggest(list.slug)).json.item;
    expectOk(await api.post("/api/item_reserve.php", { item_id: suggestion.id, name: "Tom", password: "tom-pw" }));
    expectOk(await api.post("/api/item_unreserve.php", { item_id: suggestion.id, password: "tom-pw" }));
    // then a reservation the owner does hear of: its digest is the first mail after the confirmation
    expectOk(await api.post("/api/item_reserve.php", { item_id: wish.id, name: "Anna", password: "anna-pw" }));
    const mail = await file.smtp.waitFor((m) => m.to === address && m.text.includes("Anna"), "the owner's digest");
    expect(mail.text).not.toContain(SECRET);
    expect(mail.text).not.toContain("Tom");
    expect(
      file.smtp
        .to(address)
        .map((m) => m.text)
        .join("\n"),
    ).not.toContain(SECRET);
    const metrics = await fetch(`${file.server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
    expect(await metrics.text()).not.toContain(SECRET);
  });

  it("stays out of the view for the person celebrated, while the list is open and once it is closed", async () => {
    const { list } = await suggestedList();
    await api.updateList(list, { celebrated_view: true });
    const owner = (await ownerGet(list)).json as ListAnswer & { celebrated_link: string };
    const link = new URL(owner.celebrated_link);
    const viewToken = new URLSearchParams(link.hash.slice(1)).get("view")!;
    for (const closed of [false, true]) {
      if (closed) await api.updateList(list, { closed: true });
      const view = await api.get<{ items: { title: string; position: number }[] }>(
        `/api/list_get.php?slug=${list.slug}`,
        { "x-view-token": viewToken },
      );
      expectOk(view);
      expect(
        view.json.items.map(({ title, position }) => ({ title, position })),
        `closed: ${closed}`,
      ).toEqual([{ title: "Buch", position: 0 }]);
      for (const trace of [SECRET, "Oma Gerda", "suggest"]) expect(view.text).not.toContain(trace);
    }
  });

  it("shows the owner what was given, suggestions included, once the list is closed", async () => {
    const { list, suggestion } = await suggestedList();
    expectOk(await api.post("/api/item_reserve.php", { item_id: suggestion.id, name: "Tom", password: "tom-pw" }));
    await api.updateList(list, { closed: true });
    const answer = await ownerGet(list, "&reveal=1");
    expect(answer.json.items[1]).toMatchObject({ title: SECRET, suggested_by: "Oma Gerda", reserved_by: "Tom" });
    expect((await exportList(list)).text).not.toContain(SECRET);
    const file = await exportList(list, true);
    expect((file.json.document as { items: unknown[] }).items[1]).toMatchObject({
      title: SECRET,
      suggested_by: "Oma Gerda",
    });
  });
});

describe("the suggester", () => {
  it("changes the suggestion with its password, and nobody else can", async () => {
    const { list, wish, suggestion } = await suggestedList();
    const change = { item_id: suggestion.id, title: "Fahrradhelm, blau", price: "45" };
    expectFailure(await suggest(list.slug, { ...change, password: "guess" }), 403, "suggestion_password_wrong");
    // an owner's wish is no suggestion: nothing to change with a giver's password
    expectFailure(await suggest(list.slug, { ...change, item_id: wish.id }), 404, "item_not_found");
    const changed = await suggest(list.slug, change);
    expectOk(changed);
    expect(changed.json.item).toMatchObject({ id: suggestion.id, title: "Fahrradhelm, blau", price: 45 });
    expect((await api.getList(list.slug)).json.items[1]!.title).toBe("Fahrradhelm, blau");
  });

  it("withdraws it with its password", async () => {
    const { list, suggestion } = await suggestedList();
    const withdraw = (password: string) =>
      api.post("/api/item_suggest_delete.php", { item_id: suggestion.id, password });
    expectFailure(await withdraw("guess"), 403, "suggestion_password_wrong");
    expectOk(await withdraw("oma-secret"));
    expect((await api.getList(list.slug)).json.items.map((item) => item.title)).toEqual(["Buch"]);
    expectFailure(await withdraw("oma-secret"), 404, "item_not_found");
  });

  it("cannot suggest on a closed list, nor without a title or the name the list asks for", async () => {
    const list = await api.createList("Hochzeit");
    await api.updateList(list, { require_name: true });
    expectFailure(await suggest(list.slug, { title: " " }), 400, "item_title_required");
    expectFailure(await suggest(list.slug, { name: "" }), 400, "name_required");
    expectFailure(await suggest(list.slug, { url: "javascript:alert(1)" }), 400, "invalid_url");
    expectFailure(await suggest("no-such-list"), 404, "list_not_found");
    await api.updateList(list, { closed: true });
    expectFailure(await suggest(list.slug), 409, "list_closed");
  });

  it("is limited per list and address, also when the suggestions arrive at once", async () => {
    const list = await api.createList("Geburtstag");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => suggest(list.slug, { title: `Idee ${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 429, "too_many_attempts");
    }
    // another address, or another list, is not held back
    expectOk(
      await createApi(file.server.baseUrl, newSender()).post("/api/item_suggest.php", {
        slug: list.slug,
        title: "Noch eine Idee",
        name: "Tom",
        password: "tom-pw",
      }),
    );
    const other = await api.createList("Ostern");
    expectOk(await suggest(other.slug));
    // exactly the three and the other address's made it onto the list
    expect((await api.getList(list.slug)).json.items).toHaveLength(4);
  });
});
