// A giver's mail (issue 46, docs/decisions/081-mail.md), against a real SMTP server on loopback
// (tests/support/smtp.ts): the confirmation, every kind of change and the digest, and one-click
// unsubscribe. The owner's mails, the limits, privacy and the metrics: mail-owner-limits.test.ts.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import {
  SITE,
  confirmAddress,
  confirmedGiver,
  eventually,
  isConfirmation,
  linkToken,
  mailingServerForFile,
  newAddress,
  outboxRows,
  ownerFields,
  reserveWithMail,
} from "../support/mail";
import { apiAnswers } from "@/lib/validations/responses";

const file = mailingServerForFile();

const addressKey = (address: string) => createHash("sha256").update(address).digest("hex");

async function sql(statement: string, args: unknown[] = []) {
  const database = openDatabase(file.server.databaseUrl);
  try {
    return (await database.execute(statement, args)).rows;
  } finally {
    await database.close();
  }
}

describe("a giver's address", () => {
  it("gets one confirmation mail in the giver's language, with one-click unsubscribe, and nothing else until confirmed", async () => {
    const list = await file.api.createList("Tom's <b>party</b> & more");
    const item = await file.api.addItem(list, { title: "Blue bike" });
    const address = newAddress();
    await reserveWithMail(file.api, item.id, address);
    const mail = await file.smtp.waitFor(isConfirmation(address), "the confirmation");
    expect(mail.subject).toBe("Please confirm your e-mail address for “Tom's <b>party</b> & more”");
    expect(mail.from).toBe("wishes@wishes.test");
    expect(mail.text).toContain(`${SITE}/web/mail/#confirm=`);
    // the title is text in the HTML part, never markup
    expect(mail.html).toContain("Tom&#39;s &#60;b&#62;party&#60;/b&#62; &#38; more");
    expect(mail.html).not.toContain("<b>party</b>");
    expect(mail.rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.rawHeader("list-unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/api/mail_unsubscribe\\.php\\?token=[A-Za-z0-9_-]{43}>$`),
    );
    expect(mail.text).toMatch(/#unsubscribe=[A-Za-z0-9_-]{43}/);

    // a change before the address is confirmed: no mail about it
    expectOk(
      await file.api.post("/api/item_update.php", { ...ownerFields(list), item_id: item.id, title: "Red bike" }),
    );
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    expect(file.smtp.to(address)).toHaveLength(1);
  });

  it("is confirmed once by the page's POST; the link works twice, a made-up one is a 404", async () => {
    const { address } = await confirmedGiver(file.api, file.smtp);
    const token = linkToken(file.smtp.to(address)[0]!, "confirm");
    const again = await file.api.post("/api/mail_confirm.php", { token });
    expectOk(again);
    expect(apiAnswers.mail_confirm.safeParse(again.json).error).toBeUndefined();
    expectFailure(await file.api.post("/api/mail_confirm.php", { token: "x".repeat(43) }), 404, "mail_link_invalid");
    expectFailure(await file.api.post("/api/mail_confirm.php", {}), 404, "mail_link_invalid");
    expectFailure(await file.api.get(`/api/mail_confirm.php?token=${token}`), 405, "method_not_allowed");
  });

  it("refuses an address that is none, on both giving endpoints", async () => {
    const list = await file.api.createList();
    const item = await file.api.addItem(list);
    const answer = await file.api.post("/api/item_reserve.php", {
      item_id: item.id,
      name: "Anna",
      password: "pw",
      email: "not an address",
    });
    expectFailure(answer, 400, "invalid_email");
    expect(answer.json.field).toBe("email");
    const gift = await file.api.addItem(list, { title: "Trip", price: "300", group_gift: true });
    const pledge = await file.api.post("/api/item_pledge.php", {
      item_id: gift.id,
      name: "Anna",
      password: "pw",
      amount: "20",
      email: "a@b",
    });
    expectFailure(pledge, 400, "invalid_email");
  });
});

describe("a confirmed giver hears", () => {
  it("of changes to the wish as one digest naming what changed, with a link to the list", async () => {
    const { list, item, address } = await confirmedGiver(file.api, file.smtp);
    const changes = { ...ownerFields(list), item_id: item.id };
    expectOk(await file.api.post("/api/item_update.php", { ...changes, title: "Red bike", price: "120" }));
    expectOk(await file.api.post("/api/item_update.php", { ...changes, url: "https://shop.example.org/bike" }));
    expectOk(await file.api.post("/api/item_update.php", { ...changes, quantity: "2" }));
    // nothing a giver cares about: no mail
    expectOk(await file.api.post("/api/item_update.php", { ...changes, note: "in red please", most_wanted: true }));
    const mail = await file.smtp.waitFor((m) => m.to === address && /changed/.test(m.text), "the digest");
    expect(mail.subject).toBe("News of your gifts on “Birthday”");
    expect(mail.text).toContain("“Blue bike” is now called “Red bike”.");
    // what each fact was and is now (issue 51, item 4), from the first value to the last
    expect(mail.text).toContain(
      "“Red bike” was changed: price €100.00 → €120.00, link none → https://shop.example.org/bike, quantity 1 → 2.",
    );
    expect(mail.text).toContain(`${SITE}/web/?slug=${list.slug}`);
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    // one mail for the whole window, besides the confirmation
    expect(file.smtp.to(address)).toHaveLength(2);
  });

  it("of the wish's deletion", async () => {
    const { list, item, address } = await confirmedGiver(file.api, file.smtp, "Lego castle");
    expectOk(await file.api.post("/api/item_delete.php", { ...ownerFields(list), item_id: item.id }));
    const mail = await file.smtp.waitFor((m) => m.to === address && /removed/.test(m.text), "the deletion");
    expect(mail.text).toContain("“Lego castle” was removed from the list.");
  });

  it("of the owner releasing the reservation, and not of their own release", async () => {
    const { list, item, address } = await confirmedGiver(file.api, file.smtp, "Kite");
    expectOk(await file.api.post("/api/item_unreserve.php", { ...ownerFields(list), item_id: item.id }));
    const mail = await file.smtp.waitFor((m) => m.to === address && /released/.test(m.text), "the release");
    expect(mail.text).toContain("The list's owner released your reservation of “Kite”.");

    const mine = await confirmedGiver(file.api, file.smtp, "Ball");
    expectOk(await file.api.post("/api/item_unreserve.php", { item_id: mine.item.id, password: "gift-secret" }));
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    expect(file.smtp.to(mine.address)).toHaveLength(1);
  });

  it("of a group gift's share removed by the owner, and of a new picture", async () => {
    const list = await file.api.createList("Wedding");
    const gift = await file.api.addItem(list, { title: "Trip", price: "300", group_gift: true });
    const address = newAddress();
    expectOk(
      await file.api.post(
        "/api/item_pledge.php",
        { item_id: gift.id, name: "Ben", password: "pw", amount: "25", email: address },
        { headers: { "accept-language": "en" } },
      ),
    );
    await confirmAddress(file.api, file.smtp, address);
    expectOk(await file.api.post("/api/item_image_delete.php", { ...ownerFields(list), item_id: gift.id }));
    expectOk(await file.api.post("/api/item_update.php", { ...ownerFields(list), item_id: gift.id, image_url: null }));
    expectOk(await file.api.post("/api/item_unpledge.php", { ...ownerFields(list), item_id: gift.id }));
    const mail = await file.smtp.waitFor((m) => m.to === address && /share/.test(m.text), "the removed share");
    expect(mail.text).toContain("“Trip” was changed: picture.");
    expect(mail.text).toContain("The list's owner removed your share for “Trip”.");
  });

  it("of the list's deletion, without a link to it", async () => {
    const { list, address } = await confirmedGiver(file.api, file.smtp, "Scarf");
    expectOk(await file.api.post("/api/list_delete.php", ownerFields(list)));
    const mail = await file.smtp.waitFor((m) => m.to === address && /deleted/.test(m.text), "the list's deletion");
    expect(mail.text).toContain("The list was deleted by its owner.");
    expect(mail.text).not.toContain("/web/?slug=");
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
  });

  it("in German, of a new price with the old one: „Schal“ wurde geändert: Preis € 199,00 → € 249,00", async () => {
    const list = await file.api.createList("Weihnachten");
    const scarf = await file.api.addItem(list, { title: "Schal", price: "199" });
    const address = newAddress();
    const reserved = await file.api.post(
      "/api/item_reserve.php",
      { item_id: scarf.id, name: "Oma", password: "oma-geheim", email: address },
      { headers: { "accept-language": "de" } },
    );
    expectOk(reserved);
    await confirmAddress(file.api, file.smtp, address);
    expectOk(await file.api.post("/api/item_update.php", { ...ownerFields(list), item_id: scarf.id, price: "249" }));
    const mail = await file.smtp.waitFor((m) => m.to === address && /geändert/.test(m.text), "the digest");
    // the price as the app shows it in German (de-AT, lib/locale.ts)
    expect(mail.text).toContain("„Schal“ wurde geändert: Preis €\u00a0199,00 → €\u00a0249,00.");
    expect(mail.html).toContain("Preis €\u00a0199,00 → €\u00a0249,00");
  });
});

describe("leaving", () => {
  it("one-click POST to List-Unsubscribe ends the mails and forgets the address", async () => {
    const { list, item, address } = await confirmedGiver(file.api, file.smtp, "Drum");
    const header = file.smtp.to(address)[0]!.rawHeader("list-unsubscribe") ?? "";
    const url = header.slice(1, -1).replace(SITE, file.server.baseUrl);
    // as RFC 8058 says a mail program sends it
    const oneClick = (target: string) =>
      fetch(target, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const click = await oneClick(url);
    expect(click.status).toBe(200);
    expect(apiAnswers.mail_unsubscribe.safeParse(await click.json()).error).toBeUndefined();
    // again, or a token that names nothing: the same answer
    expect((await oneClick(url)).status).toBe(200);
    expect((await oneClick(url.replace(/token=.*/, `token=${"a".repeat(43)}`))).status).toBe(200);

    expectOk(
      await file.api.post("/api/item_update.php", { ...ownerFields(list), item_id: item.id, title: "Big drum" }),
    );
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    expect(file.smtp.to(address)).toHaveLength(1);
    // nothing else used the address: it is gone, with its subscription
    expect(await sql('SELECT "id" FROM "MailAddress" WHERE "addressKey" = ?', [addressKey(address)])).toEqual([]);
  });
  // the page's call (the token in the body) and its undo: ./mail-undo.test.ts
});
