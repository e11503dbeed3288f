// Questions on a wish (issue 53; docs/api.md "Questions", docs/decisions/116-questions-on-a-wish.md):
// a giver asks without a name, the owner sees the open questions in their list_get and answers or
// deletes them, and an answer stands on the wish for every giver. Nothing stored names the asker.
import { describe, expect, it } from "vitest";
import type { WireItem } from "../../lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { drawCalls } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile({ RATE_LIMIT_QUESTIONS: "3" });

type OpenQuestion = { id: string; item_id: string; question: string; created_at: string };
type Owner = { slug: string; editToken: string };

const ask = (itemId: string, question = "Welche Größe?") =>
  api.post<{ question_id: string }>("/api/item_ask.php", { item_id: itemId, question });

const ownerGet = (list: Owner) =>
  api.get<{ items: WireItem[]; questions: OpenQuestion[] }>(`/api/list_get.php?slug=${list.slug}`, {
    "x-edit-token": list.editToken,
  });

const owner = (list: Owner, questionId: string) => ({
  slug: list.slug,
  edit_token: list.editToken,
  question_id: questionId,
});

async function askedList() {
  const list = await api.createList("Geburtstag");
  const item = await api.addItem(list, { title: "Pullover" });
  const asked = await ask(item.id);
  expectOk(asked);
  return { list, item, questionId: asked.json.question_id };
}

describe("a question on a wish", () => {
  it("reaches the owner's list_get as an open question, and visitors' answers do not carry it", async () => {
    const { list, item, questionId } = await askedList();
    const seen = await ownerGet(list);
    expectOk(seen);
    expect(seen.json.questions).toEqual([
      { id: questionId, item_id: item.id, question: "Welche Größe?", created_at: expect.any(String) },
    ]);
    const visitor = await api.getList(list.slug);
    expect(visitor.json).not.toHaveProperty("questions");
    expect(visitor.json.items[0]!.answers).toEqual([]);
    // stored without anything that could name the asker
    const db = await openDatabase(server.databaseUrl);
    try {
      const { rows } = await db.execute(`SELECT * FROM "Question"`);
      const columns = Object.keys(rows[0]!).filter((key) => !/^\d+$/.test(key));
      expect(columns.sort()).toEqual(
        ["answer", "answeredAt", "createdAt", "id", "itemId", "question", "watcherId"].sort(),
      );
      expect(rows[0]).toMatchObject({ answer: null, watcherId: null });
    } finally {
      await db.close();
    }
  });

  it("once answered, stands on the wish for every giver and leaves the owner's open questions", async () => {
    const { list, questionId } = await askedList();
    expectOk(await api.post("/api/item_answer.php", { ...owner(list, questionId), answer: "M, bitte in Blau" }));
    const visitor = await api.getList(list.slug);
    expect(visitor.json.items[0]!.answers).toEqual([{ question: "Welche Größe?", answer: "M, bitte in Blau" }]);
    const seen = await ownerGet(list);
    expect(seen.json.questions).toEqual([]);
    expect(seen.json.items[0]!.answers).toHaveLength(1);
  });

  it("travels with its answer in the list's file, naming nobody", async () => {
    const { list, questionId } = await askedList();
    expectOk(await api.post("/api/item_answer.php", { ...owner(list, questionId), answer: "M" }));
    const file = await api.post<{ document: { items: { answers: unknown[] }[] } }>("/api/list_export.php", {
      slug: list.slug,
      edit_token: list.editToken,
    });
    expectOk(file);
    expect(file.json.document.items[0]!.answers).toEqual([{ question: "Welche Größe?", answer: "M" }]);
    const copy = await api.post<{ slug: string }>(
      "/api/list_import.php",
      { document: file.json.document, owner_password: "copy-secret" },
      { as: "json" },
    );
    expectOk(copy);
    const answers = (await api.getList(copy.json.slug)).json.items[0]!.answers;
    expect(answers).toEqual([{ question: "Welche Größe?", answer: "M" }]);
  });

  it("is deleted by the owner, with its answer, and only by the owner of its list", async () => {
    const { list, questionId } = await askedList();
    const other = await api.createList("Fremd");
    expectFailure(await api.post("/api/item_question_delete.php", owner(other, questionId)), 404, "question_not_found");
    expectFailure(
      await api.post("/api/item_question_delete.php", { ...owner(list, questionId), edit_token: "wrong" }),
      403,
      "edit_token_invalid",
    );
    expectOk(await api.post("/api/item_answer.php", { ...owner(list, questionId), answer: "M" }));
    expectOk(await api.post("/api/item_question_delete.php", owner(list, questionId)));
    expect((await api.getList(list.slug)).json.items[0]!.answers).toEqual([]);
    expectFailure(
      await api.post("/api/item_answer.php", { ...owner(list, questionId), answer: "L" }),
      404,
      "question_not_found",
    );
  });

  it("refuses what is empty, too long, on a closed list or on a secret suggestion", async () => {
    const list = await api.createList("Hochzeit");
    const item = await api.addItem(list, { title: "Vase" });
    expectFailure(await ask(item.id, "   "), 400, "question_required");
    expectFailure(await ask(item.id, "?".repeat(501)), 400, "question_too_long");
    expectFailure(await ask("no-such-item"), 404, "item_not_found");
    const suggestion = await api.post<{ item: WireItem }>("/api/item_suggest.php", {
      slug: list.slug,
      title: "Geheime Idee",
      name: "Oma",
      password: "oma-pw",
    });
    expectFailure(await ask(suggestion.json.item.id), 409, "question_on_suggestion");
    const asked = await ask(item.id);
    const answer = { slug: list.slug, edit_token: list.editToken, question_id: asked.json.question_id };
    expectFailure(await api.post("/api/item_answer.php", { ...answer, answer: "" }), 400, "answer_required");
    expectFailure(
      await api.post("/api/item_answer.php", { ...answer, answer: "x".repeat(1001) }),
      400,
      "answer_too_long",
    );
    await api.updateList(list, { closed: true });
    expectFailure(await ask(item.id), 409, "list_closed");
  });

  it("is limited per list and address, also when the questions arrive at once", async () => {
    const list = await api.createList("Ostern");
    const item = await api.addItem(list, { title: "Schokolade" });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => ask(item.id, `Frage ${index}?`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 429, "too_many_attempts");
    }
    expect((await ownerGet(list)).json.questions).toHaveLength(3);
    // the next list is another count
    const next = await api.createList("Pfingsten");
    expectOk(await ask((await api.addItem(next, { title: "Buch" })).id));
  });

  it("works for the person a draw matched, who reaches the list from the draw", async () => {
    const calls = drawCalls(api);
    const draw = await calls.createDraw();
    const lists = new Map<string, Owner>();
    const people = [];
    for (const name of ["Anna", "Ben", "Cem"]) {
      const list = await api.createList(`${name}s Wünsche`);
      await api.addItem(list, { title: `${name}s Wunsch` });
      lists.set(name, list);
      people.push(await calls.joinAs(draw, name, `${name}-pw`, { list_slug: list.slug }));
    }
    expectOk(await calls.run(draw));
    const { me } = await calls.viewAs(draw, people[0]!);
    const matched = lists.get(me.gives_to!.name)!;
    expect(me.gives_to!.list_slug).toBe(matched.slug);
    const wish = (await api.getList(me.gives_to!.list_slug!)).json.items[0]!;
    const asked = await ask(wish.id, "Welche Farbe magst du?");
    expectOk(asked);
    expect((await ownerGet(matched)).json.questions).toEqual([
      {
        id: asked.json.question_id,
        item_id: wish.id,
        question: "Welche Farbe magst du?",
        created_at: expect.any(String),
      },
    ]);
  });
});
