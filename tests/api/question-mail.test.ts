// Issue 53, questions by mail (docs/decisions/139-a-question-told-by-mail.md): an asker's optional
// address hears the owner's answer once confirmed, in the asker's language; the owner's digest
// names new open questions, never who asked, and leaves out those answered or deleted meanwhile.
// The digest window is an hour: each test lets it pass by moving the outbox's rows, so no mail
// goes before the test has done what the mail must reflect.
import { describe, expect, it } from "vitest";
import { expectOk } from "../support/api";
import { inStoredForm, openDatabase } from "../support/database";
import {
  confirmAddress,
  eventually,
  isConfirmation,
  linkToken,
  mailEnv,
  mailingServerForFile,
  newAddress,
} from "../support/mail";
import { startServer } from "../support/server";

const file = mailingServerForFile({ MAIL_DIGEST_SECONDS: "3600" });

type Owner = { slug: string; editToken: string };

async function ask(itemId: string, question: string, email?: string, language = "de") {
  const answer = await file.api.post<{ question_id: string }>(
    "/api/item_ask.php",
    { item_id: itemId, question, ...(email ? { email } : {}) },
    { headers: { "accept-language": language } },
  );
  expectOk(answer);
  return answer.json.question_id;
}

const asOwner = (list: Owner, questionId: string) => ({
  slug: list.slug,
  edit_token: list.editToken,
  question_id: questionId,
});

async function answer(list: Owner, questionId: string, text: string) {
  expectOk(await file.api.post("/api/item_answer.php", { ...asOwner(list, questionId), answer: text }));
}

async function sql<T = Record<string, unknown>>(statement: string, values: unknown[] = []): Promise<T[]> {
  const db = openDatabase(file.server.databaseUrl);
  try {
    return (await db.execute(statement, values)).rows as T[];
  } finally {
    await db.close();
  }
}

/** The digest window has passed: every waiting mail is due now. */
const windowPassed = () => sql('UPDATE "MailOutbox" SET "dueAt" = "createdAt"');

/** Mails waiting for the list's subscriptions (confirmations go at once and are not counted). */
async function waitingFor(slug: string): Promise<number> {
  const rows = await sql<{ id: string }>(
    `SELECT o."id" FROM "MailOutbox" o JOIN "MailSubscription" s ON s."id" = o."subscriptionId"
     JOIN "List" l ON l."id" = s."listId" WHERE l."slug" = ? AND o."kind" <> 'confirm'`,
    [slug],
  );
  return rows.length;
}

describe("an asker's address", () => {
  it("hears the answer once confirmed, in the asker's language, once; the owner learns nothing of it", async () => {
    const list = await file.api.createList("Anniversaire");
    const item = await file.api.addItem(list, { title: "Pull" });
    const address = newAddress("asker");
    const questionId = await ask(item.id, "Quelle taille ?", address, "fr");
    const confirmation = await confirmAddress(file.api, file.smtp, address);
    expect(confirmation.text).toContain("en posant une question sur la liste « Anniversaire »");
    const seen = await file.api.get(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": list.editToken });
    expectOk(seen);
    expect(seen.text).not.toContain(address.split("@")[0]);

    await answer(list, questionId, "M, en bleu");
    await windowPassed();
    const mail = await file.smtp.waitFor((m) => m.to === address && m.text.includes("M, en bleu"), "the answer");
    expect(mail.subject).toBe("Ta question sur « Anniversaire » a reçu une réponse");
    expect(mail.text).toContain("« Pull » : tu as demandé « Quelle taille ? ». La réponse : « M, en bleu »");
    expect(mail.text).toMatch(/#unsubscribe=/);
    const [stored] = await sql<{ watcherId: string | null }>('SELECT "watcherId" FROM "Question" WHERE "id" = ?', [
      questionId,
    ]);
    expect(stored!.watcherId).toBeNull();

    // answered again: no news; the next question of the same, confirmed, address is told alone
    await answer(list, questionId, "L");
    await answer(list, await ask(item.id, "Quelle couleur ?", address, "fr"), "Vert");
    await windowPassed();
    const next = await file.smtp.waitFor((m) => m.to === address && m.text.includes("Vert"), "the second answer");
    expect(next.text).not.toContain("« L »");
    expect(file.smtp.to(address)).toHaveLength(3);
  });

  it("hears nothing while unconfirmed, nor once confirmed after the answer", async () => {
    const list = await file.api.createList("Geburtstag");
    const item = await file.api.addItem(list, { title: "Pullover" });
    const address = newAddress("unconfirmed");
    const questionId = await ask(item.id, "Welche Größe?", address);
    const confirmation = await file.smtp.waitFor(isConfirmation(address), "the confirmation");
    await answer(list, questionId, "M");
    expect(await waitingFor(list.slug)).toBe(0);
    expectOk(await file.api.post("/api/mail_confirm.php", { token: linkToken(confirmation, "confirm") }));
    await windowPassed();
    expect(await waitingFor(list.slug)).toBe(0);
  });
});

describe("the owner's digest", () => {
  it("names the open questions and their wishes, never the asker; one answered or deleted meanwhile is left out", async () => {
    const list = await file.api.createList("Weihnachten");
    const sweater = await file.api.addItem(list, { title: "Pullover" });
    const book = await file.api.addItem(list, { title: "Buch" });
    const ownerAddress = newAddress("owner");
    await file.api.updateList(list, { notify_email: ownerAddress });
    await confirmAddress(file.api, file.smtp, ownerAddress);
    const asker = newAddress("asker");
    await ask(sweater.id, "Welche Größe?", asker);
    const answered = await ask(book.id, "Welcher Band fehlt?");
    const deleted = await ask(sweater.id, "Welche Farbe?");
    await answer(list, answered, "Band 3");
    expectOk(await file.api.post("/api/item_question_delete.php", asOwner(list, deleted)));

    await windowPassed();
    const digest = await file.smtp.waitFor((m) => m.to === ownerAddress && m.text.includes("Welche Größe?"), "digest");
    expect(digest.text).toContain("Neue Frage zu „Pullover“: „Welche Größe?“");
    for (const absent of ["Welcher Band fehlt?", "Welche Farbe?", asker, asker.split("@")[0]!]) {
      expect(digest.text).not.toContain(absent);
      expect(digest.html).not.toContain(absent);
    }
  });

  it("is not sent when every question it named was answered before it went", async () => {
    const list = await file.api.createList("Ostern");
    const item = await file.api.addItem(list, { title: "Schokolade" });
    const ownerAddress = newAddress("owner");
    await file.api.updateList(list, { notify_email: ownerAddress });
    await confirmAddress(file.api, file.smtp, ownerAddress);
    await answer(list, await ask(item.id, "Vollmilch oder Zartbitter?"), "Zartbitter");
    expect(await waitingFor(list.slug)).toBe(1);
    await windowPassed();
    // the worker takes the digest and finds nothing left to say: the row goes without a mail
    await eventually(async () => (await waitingFor(list.slug)) === 0, "the empty digest is dropped");
    // the next digest is the owner's second mail, after the confirmation
    await ask(item.id, "Wie viele Hasen?");
    await windowPassed();
    const digest = await file.smtp.waitFor((m) => m.to === ownerAddress && m.text.includes("Hasen"), "the next digest");
    expect(digest.text).not.toContain("Vollmilch");
    expect(file.smtp.to(ownerAddress)).toHaveLength(2);
  });
});

describe("the sweep of unused giver subscriptions", () => {
  /** The subscription a question's asker hears the answer through (decision 139). */
  const watcherOf = async (questionId: string) =>
    (await sql<{ watcherId: string }>('SELECT "watcherId" FROM "Question" WHERE "id" = ?', [questionId]))[0]!.watcherId;
  const subscriptionExists = async (id: string) =>
    (await sql('SELECT "id" FROM "MailSubscription" WHERE "id" = ?', [id])).length === 1;

  it("keeps an asker's subscription while the question waits, so the answer still reaches them", async () => {
    const list = await file.api.createList("Geburtstag");
    const item = await file.api.addItem(list, { title: "Pullover" });
    const asker = newAddress("waiting");
    const waiting = await ask(item.id, "Welche Größe?", asker);
    await confirmAddress(file.api, file.smtp, asker);
    // beside it, an address whose question the owner deleted: nothing uses its subscription any more
    const other = newAddress("deleted");
    const deleted = await ask(item.id, "Welche Farbe?", other);
    await confirmAddress(file.api, file.smtp, other);
    const [kept, forgotten] = [await watcherOf(waiting), await watcherOf(deleted)];
    expectOk(await file.api.post("/api/item_question_delete.php", asOwner(list, deleted)));

    // both last used two hours ago: past the hour a sweep leaves unused rows alone
    for (const id of [kept, forgotten]) {
      const [row] = await sql<{ lastUsedAt: unknown }>('SELECT "lastUsedAt" FROM "MailSubscription" WHERE "id" = ?', [
        id,
      ]);
      const then = inStoredForm(row!.lastUsedAt, new Date(Date.now() - 2 * 60 * 60_000));
      await sql('UPDATE "MailSubscription" SET "lastUsedAt" = ? WHERE "id" = ?', [then, id]);
    }
    // a second instance on the same database sweeps as its mail worker starts
    const sweeper = await startServer(mailEnv(file.smtp, 3600), {
      dir: "",
      databaseFile: "",
      databaseUrl: file.server.databaseUrl,
      remove: async () => {}, // the file's server removes it
    });
    try {
      await eventually(async () => !(await subscriptionExists(forgotten)), "the sweep forgets the unused subscription");
    } finally {
      await sweeper.stop();
    }
    expect(await subscriptionExists(kept), "the waiting question's subscription").toBe(true);

    await answer(list, waiting, "M, in Blau");
    await windowPassed();
    const mail = await file.smtp.waitFor((m) => m.to === asker && m.text.includes("M, in Blau"), "the answer");
    expect(mail.text).toContain("Welche Größe?");
  });
});
