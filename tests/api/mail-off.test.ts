// Without SMTP_URL nothing about mail exists (docs/decisions/081-mail.md, 089-draw-mail.md): the API
// ignores `email` and `notify_email` like any unknown field (not even checked), stores no address,
// the mail routes and page answer 404, and no page offers an e-mail field.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { drawCalls } from "../support/draws";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile();

describe("a server without SMTP_URL", () => {
  it("ignores email and notify_email, even when they are no address, and keeps none", async () => {
    const list = await api.createList();
    const item = await api.addItem(list);
    expectOk(await api.post("/api/item_reserve.php", { item_id: item.id, name: "A", password: "a", email: "nope" }));
    expectOk(
      await api.post("/api/item_reserve.php", {
        item_id: (await api.addItem(list)).id,
        name: "B",
        password: "b",
        email: "b@example.org",
      }),
    );
    const gift = await api.addItem(list, { title: "Trip", price: "100", group_gift: true });
    expectOk(
      await api.post("/api/item_pledge.php", {
        item_id: gift.id,
        name: "C",
        password: "c",
        amount: "10",
        email: "c@example.org",
      }),
    );
    await api.updateList(list, { notify_email: "owner@example.org" });
    await api.updateList(list, { notify_email: "not an address" });
    const database = openDatabase(server.databaseUrl);
    try {
      for (const table of ["MailAddress", "MailSubscription", "MailOutbox"]) {
        const { rows } = await database.execute(`SELECT count(*) AS "n" FROM "${table}"`);
        expect(Number(rows[0]!.n), table).toBe(0);
      }
    } finally {
      await database.close();
    }
  });

  it("has no mail routes and no mail page", async () => {
    expectFailure(await api.post("/api/mail_confirm.php", { token: "a".repeat(43) }), 404, "not_found");
    expectFailure(await api.post("/api/mail_unsubscribe.php?token=" + "a".repeat(43), {}), 404, "not_found");
    expectFailure(await api.post("/api/mail_resubscribe.php", { token: "a".repeat(43) }), 404, "not_found");
    expect((await api.get("/web/mail/")).status).toBe(404);
  });

  it("ignores email on draw_join, has no draw mail routes, and shows no address state or e-mail field in a draw", async () => {
    const { createDraw, join, organizerPost, organizerView } = drawCalls(api);
    const draw = await createDraw();
    expectOk(await join(draw, { name: "Grandma", organizer_token: draw.token, email: "not an address" }));
    expectOk(await join(draw, { name: "Anna", password: "anna-pw", email: "anna@example.org" }));
    const person = (await organizerView(draw)).participants[0]!;
    expect(Object.keys(person)).not.toContain("has_email");
    const access = { participant_id: person.id, email: "grandma@example.org" };
    expectFailure(await organizerPost("/api/draw_email.php", draw, access), 404, "not_found");
    // refused before the input is read: no hint that mail exists anywhere
    expectFailure(await api.post("/api/draw_send_links.php", {}), 404, "not_found");
    const page = await api.get(`/web/draw/?slug=${draw.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('type="email"');
    const database = openDatabase(server.databaseUrl);
    try {
      for (const table of ["MailAddress", "DrawMailSubscription", "MailOutbox"]) {
        const { rows } = await database.execute(`SELECT count(*) AS "n" FROM "${table}"`);
        expect(Number(rows[0]!.n), table).toBe(0);
      }
    } finally {
      await database.close();
    }
  });

  it("offers no e-mail field on a list page, even with a wish's form open", async () => {
    const list = await api.createList();
    const item = await api.addItem(list, { title: "Kite" });
    const page = await api.get(`/web/?slug=${list.slug}&reserve=${item.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="reserve-password"');
    expect(page.text).not.toContain('type="email"');
    expect(page.text).not.toContain("reserve-email");
  });
});
