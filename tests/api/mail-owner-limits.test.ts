// The owner's mails, the limits on confirmations, privacy, the page and the metrics (issue 46,
// docs/decisions/081-mail.md), against a real SMTP server on loopback (tests/support/smtp.ts): no
// address ever leaves the server. A giver's mails: mail.test.ts.
import { describe, expect, it } from "vitest";
import { expectOk } from "../support/api";
import {
  confirmAddress,
  confirmedOwnerAddress,
  confirmedGiver,
  eventually,
  mailCounts,
  mailingServerForFile,
  newAddress,
  outboxEmpty,
  outboxRows,
  ownerFields,
  reserveWithMail,
  wordsOf,
} from "../support/mail";

const file = mailingServerForFile();

describe("an owner's notify_email", () => {
  it("tells of reservations, pledges and releases with names while surprise mode is off", async () => {
    const list = await file.api.createList("Christmas");
    await file.api.updateList(list, { surprise: false });
    const { address, confirmation } = await confirmedOwnerAddress(file.api, file.smtp, list);
    expect(confirmation.text).toContain("your list “Christmas”");
    const bike = await file.api.addItem(list, { title: "Bike", quantity: 3 });
    expectOk(await file.api.post("/api/item_reserve.php", { item_id: bike.id, name: "Anna", password: "a", count: 2 }));
    expectOk(await file.api.post("/api/item_unreserve.php", { item_id: bike.id, password: "a" }));
    // one digest here, two when a starved machine lets the window close between the requests
    await file.smtp.waitFor((m) => m.to === address && /released/.test(m.text), "the release's digest");
    const digests = file.smtp.to(address).filter((m) => /Anna/.test(m.text));
    for (const mail of digests) expect(mail.subject).toBe("News of your list “Christmas”");
    const told = digests.map((mail) => mail.text).join("\n");
    expect(told).toContain("Anna reserved 2 × “Bike”.");
    expect(told).toContain("Anna released 2 × “Bike”.");
  });

  it("in surprise mode says only how much happened, within the digest window, without names or wishes", async () => {
    const list = await file.api.createList("Surprise party");
    const { address } = await confirmedOwnerAddress(file.api, file.smtp, list);
    const bike = await file.api.addItem(list, { title: "Secret bike" });
    const book = await file.api.addItem(list, { title: "Secret book" });
    expectOk(await file.api.post("/api/item_reserve.php", { item_id: bike.id, name: "Zoe", password: "z" }));
    expectOk(await file.api.post("/api/item_reserve.php", { item_id: book.id, name: "Zoe", password: "z" }));
    // no week's wait (issue 51, item 2): the counted digest goes out like any other, in seconds here
    await file.smtp.waitFor((m) => m.to === address && /Wishes reserved/.test(m.text), "the counted digest");
    await outboxEmpty(file.server.databaseUrl);
    // one digest says 2, or two say 1 when a starved machine lets the window close between them
    const digests = file.smtp.to(address).filter((m) => /Wishes reserved/.test(m.text));
    const counted = digests.map((mail) => Number(/Wishes reserved: (\d+)/.exec(mail.text)![1]));
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const mail of digests) {
      // the links' random tokens (base64url) may spell anything: only the words are read
      expect(wordsOf(mail.text), mail.text).not.toMatch(/Zoe|Secret/);
      expect(wordsOf(mail.html), mail.html).not.toMatch(/Zoe|Secret/);
    }
  });

  it("null ends the owner's mails", async () => {
    const list = await file.api.createList("Quiet");
    await file.api.updateList(list, { surprise: false });
    const address = newAddress("owner");
    expectOk(await file.api.post("/api/list_update.php", { ...ownerFields(list), notify_email: address }));
    await confirmAddress(file.api, file.smtp, address);
    expectOk(await file.api.post("/api/list_update.php", { ...ownerFields(list), notify_email: null }, { as: "json" }));
    const item = await file.api.addItem(list);
    expectOk(await file.api.post("/api/item_reserve.php", { item_id: item.id, name: "Anna", password: "a" }));
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    expect(file.smtp.to(address)).toHaveLength(1);
  });
});

describe("no spam cannon", () => {
  it("sends at most 3 confirmations to one address a day, with the same answer every time", async () => {
    const list = await file.api.createList();
    const address = newAddress("victim");
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const item = await file.api.addItem(list, { title: `Wish ${i}` });
      const answer = await file.api.post("/api/item_reserve.php", {
        item_id: item.id,
        name: "X",
        password: "x",
        email: address,
      });
      answers.push(Object.keys(answer.json).sort().join(","));
      expect(answer.status).toBe(200);
    }
    expect(new Set(answers).size).toBe(1);
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    expect(file.smtp.to(address)).toHaveLength(3);
  });

  it("answers a known, confirmed address exactly like a new one", async () => {
    const { address } = await confirmedGiver(file.api, file.smtp);
    const list = await file.api.createList();
    const item = await file.api.addItem(list);
    const other = await file.api.addItem(list);
    const known = await file.api.post("/api/item_reserve.php", {
      item_id: item.id,
      name: "X",
      password: "x",
      email: address,
    });
    const fresh = await file.api.post("/api/item_reserve.php", {
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
    const list = await file.api.createList();
    const before = file.smtp.mails.length;
    const addresses = Array.from({ length: 22 }, () => newAddress("many"));
    for (const address of addresses) {
      const item = await file.api.addItem(list);
      expectOk(
        await file.api.post("/api/item_reserve.php", { item_id: item.id, name: "X", password: "x", email: address }),
      );
    }
    await eventually(async () => (await outboxRows(file.server.databaseUrl)) === 0, "the outbox is empty");
    const sent = file.smtp.mails.slice(before).filter((mail) => addresses.includes(mail.to));
    expect(sent).toHaveLength(20);
  });
});

describe("privacy", () => {
  it("never shows an address in list_get, the page, the export, the live stream or the log", async () => {
    const list = await file.api.createList("Private");
    await file.api.updateList(list, { surprise: false });
    const ownerAddress = newAddress("owner-private");
    expectOk(await file.api.post("/api/list_update.php", { ...ownerFields(list), notify_email: ownerAddress }));
    const item = await file.api.addItem(list, { title: "Watch" });
    const giverAddress = newAddress("giver-private");
    await reserveWithMail(file.api, item.id, giverAddress);
    const answers = [
      await file.api.getList(list.slug),
      await file.api.get(`/api/list_get.php?slug=${list.slug}&reveal=1`, { "x-edit-token": list.editToken }),
      await file.api.post("/api/list_export.php", ownerFields(list)),
      await file.api.get(`/web/?slug=${list.slug}`),
    ];
    const events = await fetch(`${file.server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    for (const text of [...answers.map((answer) => answer.text), first, file.server.output()]) {
      expect(text).not.toContain(ownerAddress);
      expect(text).not.toContain(giverAddress);
      expect(text).not.toContain("example.org");
    }
  });
});

describe("the page", () => {
  it("offers the optional e-mail field in a wish's form, and has the mail links' page", async () => {
    const list = await file.api.createList();
    const item = await file.api.addItem(list, { title: "Kite" });
    const page = await file.api.get(`/web/?slug=${list.slug}&reserve=${item.id}`, { "accept-language": "en" });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<input[^>]*type="email"[^>]*data-testid="reserve-email"/);
    expect(page.text).toContain("E-mail (optional)");
    const links = await file.api.get("/web/mail/", { "accept-language": "en" });
    expect(links.status).toBe(200);
    expect(links.text).toContain("E-mail notifications");
  });
});

describe("metrics and failures", () => {
  it("counts sent mails, and gives up at once on a recipient the file.server refuses, with a log line without it", async () => {
    const before = await mailCounts(file.server.baseUrl);
    const list = await file.api.createList();
    const item = await file.api.addItem(list);
    const refused = newAddress("refused");
    expectOk(
      await file.api.post("/api/item_reserve.php", { item_id: item.id, name: "X", password: "x", email: refused }),
    );
    await eventually(async () => (await mailCounts(file.server.baseUrl)).failed! > before.failed!, "a failed mail");
    expect(file.server.output()).toMatch(/\[mail\] gave up on a confirm mail \w+ after 1 attempt\(s\)/);
    expect(file.server.output()).not.toContain(refused);
    expect((await mailCounts(file.server.baseUrl)).sent).toBeGreaterThan(0);
  });
});
