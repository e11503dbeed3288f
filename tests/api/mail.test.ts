// Mail that tells people what changed (issue 46, docs/decisions/081-mail.md), against a real SMTP
// server on loopback (tests/support/smtp.ts): the confirmation, every kind of change, the digest,
// one-click unsubscribe, surprise mode, the limits, and that no address ever leaves the server.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, expectFailure, expectOk, type Api } from "../support/api";
import { openDatabase } from "../support/database";
import {
  SITE,
  confirmAddress,
  confirmedGiver,
  eventually,
  isConfirmation,
  linkToken,
  mailCounts,
  mailEnv,
  newAddress,
  newSender,
  reserveWithMail,
} from "../support/mail";
import { startServer, type TestServer } from "../support/server";
import { startSmtpServer, type SmtpCatcher } from "../support/smtp";
import { apiAnswers } from "@/lib/validations/responses";

let smtp: SmtpCatcher;
let server: TestServer;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer(mailEnv(smtp));
});

beforeEach(() => {
  api = createApi(server.baseUrl, newSender());
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const addressKey = (address: string) => createHash("sha256").update(address).digest("hex");
const owner = (list: { slug: string; editToken: string }) => ({ slug: list.slug, edit_token: list.editToken });

async function outboxRows(): Promise<number> {
  const database = openDatabase(server.databaseUrl);
  try {
    const { rows } = await database.execute('SELECT count(*) AS "n" FROM "MailOutbox"');
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

async function sql(statement: string, args: unknown[] = []) {
  const database = openDatabase(server.databaseUrl);
  try {
    return (await database.execute(statement, args)).rows;
  } finally {
    await database.close();
  }
}

describe("a giver's address", () => {
  it("gets one confirmation mail in the giver's language, with one-click unsubscribe, and nothing else until confirmed", async () => {
    const list = await api.createList("Tom's <b>party</b> & more");
    const item = await api.addItem(list, { title: "Blue bike" });
    const address = newAddress();
    await reserveWithMail(api, item.id, address);
    const mail = await smtp.waitFor(isConfirmation(address), "the confirmation");
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
    expectOk(await api.post("/api/item_update.php", { ...owner(list), item_id: item.id, title: "Red bike" }));
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    expect(smtp.to(address)).toHaveLength(1);
  });

  it("is confirmed once by the page's POST; the link works twice, a made-up one is a 404", async () => {
    const { address } = await confirmedGiver(api, smtp);
    const token = linkToken(smtp.to(address)[0]!, "confirm");
    const again = await api.post("/api/mail_confirm.php", { token });
    expectOk(again);
    expect(apiAnswers.mail_confirm.safeParse(again.json).error).toBeUndefined();
    expectFailure(await api.post("/api/mail_confirm.php", { token: "x".repeat(43) }), 404, "mail_link_invalid");
    expectFailure(await api.post("/api/mail_confirm.php", {}), 404, "mail_link_invalid");
    expectFailure(await api.get(`/api/mail_confirm.php?token=${token}`), 405, "method_not_allowed");
  });

  it("refuses an address that is none, on both giving endpoints", async () => {
    const list = await api.createList();
    const item = await api.addItem(list);
    const answer = await api.post("/api/item_reserve.php", {
      item_id: item.id,
      name: "Anna",
      password: "pw",
      email: "not an address",
    });
    expectFailure(answer, 400, "invalid_email");
    expect(answer.json.field).toBe("email");
    const gift = await api.addItem(list, { title: "Trip", price: "300", group_gift: true });
    const pledge = await api.post("/api/item_pledge.php", {
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
    const { list, item, address } = await confirmedGiver(api, smtp);
    const changes = { ...owner(list), item_id: item.id };
    expectOk(await api.post("/api/item_update.php", { ...changes, title: "Red bike", price: "120" }));
    expectOk(await api.post("/api/item_update.php", { ...changes, url: "https://shop.example.org/bike" }));
    expectOk(await api.post("/api/item_update.php", { ...changes, quantity: "2" }));
    // nothing a giver cares about: no mail
    expectOk(await api.post("/api/item_update.php", { ...changes, note: "in red please", most_wanted: true }));
    const mail = await smtp.waitFor((m) => m.to === address && /changed/.test(m.text), "the digest");
    expect(mail.subject).toBe("News of your gifts on “Birthday”");
    expect(mail.text).toContain("“Blue bike” is now called “Red bike”.");
    // what each fact was and is now (issue 51, item 4), from the first value to the last
    expect(mail.text).toContain(
      "“Red bike” was changed: price €100.00 → €120.00, link none → https://shop.example.org/bike, quantity 1 → 2.",
    );
    expect(mail.text).toContain(`${SITE}/web/?slug=${list.slug}`);
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    // one mail for the whole window, besides the confirmation
    expect(smtp.to(address)).toHaveLength(2);
  });

  it("of the wish's deletion", async () => {
    const { list, item, address } = await confirmedGiver(api, smtp, "Lego castle");
    expectOk(await api.post("/api/item_delete.php", { ...owner(list), item_id: item.id }));
    const mail = await smtp.waitFor((m) => m.to === address && /removed/.test(m.text), "the deletion");
    expect(mail.text).toContain("“Lego castle” was removed from the list.");
  });

  it("of the owner releasing the reservation, and not of their own release", async () => {
    const { list, item, address } = await confirmedGiver(api, smtp, "Kite");
    expectOk(await api.post("/api/item_unreserve.php", { ...owner(list), item_id: item.id }));
    const mail = await smtp.waitFor((m) => m.to === address && /released/.test(m.text), "the release");
    expect(mail.text).toContain("The list's owner released your reservation of “Kite”.");

    const mine = await confirmedGiver(api, smtp, "Ball");
    expectOk(await api.post("/api/item_unreserve.php", { item_id: mine.item.id, password: "gift-secret" }));
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    expect(smtp.to(mine.address)).toHaveLength(1);
  });

  it("of a group gift's share removed by the owner, and of a new picture", async () => {
    const list = await api.createList("Wedding");
    const gift = await api.addItem(list, { title: "Trip", price: "300", group_gift: true });
    const address = newAddress();
    expectOk(
      await api.post(
        "/api/item_pledge.php",
        { item_id: gift.id, name: "Ben", password: "pw", amount: "25", email: address },
        { headers: { "accept-language": "en" } },
      ),
    );
    await confirmAddress(api, smtp, address);
    expectOk(await api.post("/api/item_image_delete.php", { ...owner(list), item_id: gift.id }));
    expectOk(await api.post("/api/item_update.php", { ...owner(list), item_id: gift.id, image_url: null }));
    expectOk(await api.post("/api/item_unpledge.php", { ...owner(list), item_id: gift.id }));
    const mail = await smtp.waitFor((m) => m.to === address && /share/.test(m.text), "the removed share");
    expect(mail.text).toContain("“Trip” was changed: picture.");
    expect(mail.text).toContain("The list's owner removed your share for “Trip”.");
  });

  it("of the list's deletion, without a link to it", async () => {
    const { list, address } = await confirmedGiver(api, smtp, "Scarf");
    expectOk(await api.post("/api/list_delete.php", owner(list)));
    const mail = await smtp.waitFor((m) => m.to === address && /deleted/.test(m.text), "the list's deletion");
    expect(mail.text).toContain("The list was deleted by its owner.");
    expect(mail.text).not.toContain("/web/?slug=");
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
  });

  it("in German, of a new price with the old one: „Schal“ wurde geändert: Preis € 199,00 → € 249,00", async () => {
    const list = await api.createList("Weihnachten");
    const scarf = await api.addItem(list, { title: "Schal", price: "199" });
    const address = newAddress();
    const reserved = await api.post(
      "/api/item_reserve.php",
      { item_id: scarf.id, name: "Oma", password: "oma-geheim", email: address },
      { headers: { "accept-language": "de" } },
    );
    expectOk(reserved);
    await confirmAddress(api, smtp, address);
    expectOk(await api.post("/api/item_update.php", { ...owner(list), item_id: scarf.id, price: "249" }));
    const mail = await smtp.waitFor((m) => m.to === address && /geändert/.test(m.text), "the digest");
    // the price as the app shows it in German (de-AT, lib/locale.ts)
    expect(mail.text).toContain("„Schal“ wurde geändert: Preis €\u00a0199,00 → €\u00a0249,00.");
    expect(mail.html).toContain("Preis €\u00a0199,00 → €\u00a0249,00");
  });
});

describe("leaving", () => {
  it("one-click POST to List-Unsubscribe ends the mails and forgets the address", async () => {
    const { list, item, address } = await confirmedGiver(api, smtp, "Drum");
    const header = smtp.to(address)[0]!.rawHeader("list-unsubscribe") ?? "";
    const url = header.slice(1, -1).replace(SITE, server.baseUrl);
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

    expectOk(await api.post("/api/item_update.php", { ...owner(list), item_id: item.id, title: "Big drum" }));
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    expect(smtp.to(address)).toHaveLength(1);
    // nothing else used the address: it is gone, with its subscription
    expect(await sql('SELECT "id" FROM "MailAddress" WHERE "addressKey" = ?', [addressKey(address)])).toEqual([]);
  });
  // the page's call (the token in the body) and its undo: ./mail-undo.test.ts
});

describe("an owner's notify_email", () => {
  it("tells of reservations, pledges and releases with names while surprise mode is off", async () => {
    const list = await api.createList("Christmas");
    await api.updateList(list, { surprise: false });
    const address = newAddress("owner");
    expectOk(
      await api.post(
        "/api/list_update.php",
        { ...owner(list), notify_email: address },
        { headers: { "accept-language": "en" } },
      ),
    );
    const confirmation = await confirmAddress(api, smtp, address);
    expect(confirmation.text).toContain("your list “Christmas”");
    const bike = await api.addItem(list, { title: "Bike", quantity: 3 });
    expectOk(await api.post("/api/item_reserve.php", { item_id: bike.id, name: "Anna", password: "a", count: 2 }));
    expectOk(await api.post("/api/item_unreserve.php", { item_id: bike.id, password: "a" }));
    const mail = await smtp.waitFor((m) => m.to === address && /Anna/.test(m.text), "the owner's digest");
    expect(mail.subject).toBe("News of your list “Christmas”");
    expect(mail.text).toContain("Anna reserved 2 × “Bike”.");
    expect(mail.text).toContain("Anna released 2 × “Bike”.");
  });

  it("in surprise mode says only how much happened, within the digest window, without names or wishes", async () => {
    const list = await api.createList("Surprise party");
    const address = newAddress("owner");
    expectOk(
      await api.post(
        "/api/list_update.php",
        { ...owner(list), notify_email: address },
        { headers: { "accept-language": "en" } },
      ),
    );
    await confirmAddress(api, smtp, address);
    const bike = await api.addItem(list, { title: "Secret bike" });
    const book = await api.addItem(list, { title: "Secret book" });
    expectOk(await api.post("/api/item_reserve.php", { item_id: bike.id, name: "Zoe", password: "z" }));
    expectOk(await api.post("/api/item_reserve.php", { item_id: book.id, name: "Zoe", password: "z" }));
    // no week's wait (issue 51, item 2): the counted digest goes out like any other, in seconds here
    const mail = await smtp.waitFor((m) => m.to === address && /Wishes reserved/.test(m.text), "the counted digest");
    expect(mail.text).toContain("Wishes reserved: 2");
    expect(mail.text).not.toMatch(/Zoe|Secret/);
    expect(mail.html).not.toMatch(/Zoe|Secret/);
  });

  it("null ends the owner's mails", async () => {
    const list = await api.createList("Quiet");
    await api.updateList(list, { surprise: false });
    const address = newAddress("owner");
    expectOk(await api.post("/api/list_update.php", { ...owner(list), notify_email: address }));
    await confirmAddress(api, smtp, address);
    expectOk(await api.post("/api/list_update.php", { ...owner(list), notify_email: null }, { as: "json" }));
    const item = await api.addItem(list);
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "Anna", password: "a" }));
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    expect(smtp.to(address)).toHaveLength(1);
  });
});

describe("no spam cannon", () => {
  it("sends at most 3 confirmations to one address a day, with the same answer every time", async () => {
    const list = await api.createList();
    const address = newAddress("victim");
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const item = await api.addItem(list, { title: `Wish ${i}` });
      const answer = await api.post("/api/item_reserve.php", {
        item_id: item.id,
        name: "X",
        password: "x",
        email: address,
      });
      answers.push(Object.keys(answer.json).sort().join(","));
      expect(answer.status).toBe(200);
    }
    expect(new Set(answers).size).toBe(1);
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    expect(smtp.to(address)).toHaveLength(3);
  });

  it("answers a known, confirmed address exactly like a new one", async () => {
    const { address } = await confirmedGiver(api, smtp);
    const list = await api.createList();
    const item = await api.addItem(list);
    const other = await api.addItem(list);
    const known = await api.post("/api/item_reserve.php", {
      item_id: item.id,
      name: "X",
      password: "x",
      email: address,
    });
    const fresh = await api.post("/api/item_reserve.php", {
      item_id: other.id,
      name: "X",
      password: "x",
      email: newAddress(),
    });
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(known.headers.get("content-length")).toBe(fresh.headers.get("content-length"));
  });

  it("sends at most 20 confirmations a day for one sending address", async () => {
    const list = await api.createList();
    const before = smtp.mails.length;
    const addresses = Array.from({ length: 22 }, () => newAddress("many"));
    for (const address of addresses) {
      const item = await api.addItem(list);
      expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "X", password: "x", email: address }));
    }
    await eventually(async () => (await outboxRows()) === 0, "the outbox is empty");
    const sent = smtp.mails.slice(before).filter((mail) => addresses.includes(mail.to));
    expect(sent).toHaveLength(20);
  });
});

describe("privacy", () => {
  it("never shows an address in list_get, the page, the export, the live stream or the log", async () => {
    const list = await api.createList("Private");
    await api.updateList(list, { surprise: false });
    const ownerAddress = newAddress("owner-private");
    expectOk(await api.post("/api/list_update.php", { ...owner(list), notify_email: ownerAddress }));
    const item = await api.addItem(list, { title: "Watch" });
    const giverAddress = newAddress("giver-private");
    await reserveWithMail(api, item.id, giverAddress);
    const answers = [
      await api.getList(list.slug),
      await api.get(`/api/list_get.php?slug=${list.slug}&reveal=1`, { "x-edit-token": list.editToken }),
      await api.post("/api/list_export.php", owner(list)),
      await api.get(`/web/?slug=${list.slug}`),
    ];
    const events = await fetch(`${server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    for (const text of [...answers.map((answer) => answer.text), first, server.output()]) {
      expect(text).not.toContain(ownerAddress);
      expect(text).not.toContain(giverAddress);
      expect(text).not.toContain("example.org");
    }
  });
});

describe("the page", () => {
  it("offers the optional e-mail field in a wish's form, and has the mail links' page", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { title: "Kite" });
    const page = await api.get(`/web/?slug=${list.slug}&reserve=${item.id}`, { "accept-language": "en" });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<input[^>]*type="email"[^>]*data-testid="reserve-email"/);
    expect(page.text).toContain("E-mail (optional)");
    const links = await api.get("/web/mail/", { "accept-language": "en" });
    expect(links.status).toBe(200);
    expect(links.text).toContain("E-mail notifications");
  });
});

describe("metrics and failures", () => {
  it("counts sent mails, and gives up at once on a recipient the server refuses, with a log line without it", async () => {
    const before = await mailCounts(server.baseUrl);
    const list = await api.createList();
    const item = await api.addItem(list);
    const refused = newAddress("refused");
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "X", password: "x", email: refused }));
    await eventually(async () => (await mailCounts(server.baseUrl)).failed! > before.failed!, "a failed mail");
    expect(server.output()).toMatch(/\[mail\] gave up on a confirm mail \w+ after 1 attempt\(s\)/);
    expect(server.output()).not.toContain(refused);
    expect((await mailCounts(server.baseUrl)).sent).toBeGreaterThan(0);
  });
});
