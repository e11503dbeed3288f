// What the outbox keeps and a mail then says, straight against the domain on a real SQLite file
// (issue 51, items 2 and 4): a surprise-mode owner's counted digest is due within the digest window
// like any other (it waited a week), and a giver's change mail says what a fact was and is now
// ("Preis € 199,00 → € 249,00", it said only "Preis"). The addresses are made confirmed in the
// store directly; sending is the API tests' (tests/api/mail.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInput } from "@/lib/validations/parse";
import { updateItemSchema } from "@/features/items/shared/item";
import { openDomain } from "./support";

const DIGEST_SECONDS = 600;

let domain: Awaited<ReturnType<typeof openDomain>>;
beforeAll(async () => {
  domain = await openDomain({
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "wishes@wishes.test",
    PUBLIC_BASE_URL: "http://wishes.test",
    MAIL_DIGEST_SECONDS: String(DIGEST_SECONDS),
    RATE_LIMIT_RESERVATIONS: "10000",
  });
});
afterAll(async () => {
  await domain?.close();
});

let serial = 0;

/** A confirmed address subscribed to `listId` as `kind`, in `locale`: its subscription's id. */
async function subscribed(listId: string, kind: "giver" | "owner", locale: string): Promise<string> {
  serial += 1;
  const address = await domain.db.mailAddress.create({
    data: { id: `a${serial}`, addressKey: `key${serial}`, address: `p${serial}@example.org`, confirmedAt: new Date() },
  });
  const subscription = await domain.db.mailSubscription.create({
    // confirmed for the list itself, as every mail about a list needs since decision 097
    data: {
      id: `s${serial}`,
      addressId: address.id,
      listId,
      kind,
      locale,
      unsubscribeToken: `t${serial}`,
      confirmedAt: new Date(),
    },
  });
  return subscription.id;
}

async function newList(title: string) {
  const owner = await domain.lists.createList({ title, ownerPassword: "geheim", clientAddress: "owner" });
  const list = await domain.db.list.findUniqueOrThrow({ where: { slug: owner.slug }, select: { id: true } });
  return { access: { slug: owner.slug, editToken: owner.editToken }, listId: list.id };
}

const outboxOf = (subscriptionId: string) =>
  domain.db.mailOutbox.findMany({
    where: { subscriptionId },
    select: { kind: true, payload: true, dueAt: true, createdAt: true },
  });

describe("an owner's mail in surprise mode", () => {
  it("is due within the digest window, counted only", async () => {
    const { access, listId } = await newList("Überraschung");
    const ownerSubscription = await subscribed(listId, "owner", "de");
    const item = await domain.items.createItem(await domain.owned(access), {
      ...access,
      title: "Geheimes Fahrrad",
      quantity: 1,
    });
    await domain.reservations.reserveItem({ itemId: item.id, name: "Zoe", password: "zoe-pw", clientAddress: "zoe" });
    const [row] = await outboxOf(ownerSubscription);
    expect(row, "the owner's digest").toBeDefined();
    const waitSeconds = (row!.dueAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(waitSeconds).toBeLessThanOrEqual(DIGEST_SECONDS + 1);
    // counted only: no wish, no name
    expect(row!.payload).not.toMatch(/Zoe|Fahrrad/);
  });

  it("counts the wishes friends reserved, not their units (how many stays hidden, as on the cards)", async () => {
    const { access, listId } = await newList("Surprise");
    const ownerSubscription = await subscribed(listId, "owner", "en");
    const owned = await domain.owned(access);
    const cards = await domain.items.createItem(owned, { ...access, title: "Gift cards", unlimited: true });
    const socks = await domain.items.createItem(owned, { ...access, title: "Socks", quantity: 6 });
    await domain.reservations.reserveItem({
      itemId: cards.id,
      name: "Lena",
      password: "lena-pw",
      clientAddress: "lena",
      count: 3,
    });
    await domain.reservations.reserveItem({
      itemId: socks.id,
      name: "Tom",
      password: "tom-pw",
      clientAddress: "tom",
      count: 2,
    });
    const [row] = await outboxOf(ownerSubscription);
    const { renderMail } = await import("@/features/mail/content");
    const { readPayload } = await import("@/features/mail/payload");
    const mail = renderMail("owner", "en", readPayload(row!.payload));
    // two wishes, one friend each: not "5", which would tell how many gift cards and socks
    expect(mail.text).toContain("Wishes reserved: 2\n");
  });
});

describe("a giver's change mail", () => {
  it("says what price, link and quantity were and are now, in the giver's language", async () => {
    const { access, listId } = await newList("Weihnachten");
    const giver = await subscribed(listId, "giver", "de");
    const scarf = await domain.items.createItem(await domain.owned(access), { ...access, title: "Schal", quantity: 1 });
    const wire = { slug: access.slug, edit_token: access.editToken, item_id: scarf.id };
    const change = async (fields: Record<string, string>) => {
      const input = parseInput(updateItemSchema, { ...wire, ...fields });
      await domain.items.updateItem(await domain.ownedWish(input), input);
    };
    await change({ price: "199" });
    const { reservationId } = await domain.reservations.reserveItem({
      itemId: scarf.id,
      name: "Oma",
      password: "oma-pw",
      clientAddress: "oma",
    });
    await domain.db.reservation.update({ where: { id: reservationId }, data: { watcherId: giver } });

    await change({ price: "229" });
    await change({ price: "249", url: "https://shop.example.org/schal", quantity: "2" });
    const rows = await outboxOf(giver);
    expect(rows).toHaveLength(1);
    const { renderMail } = await import("@/features/mail/content");
    const { readPayload } = await import("@/features/mail/payload");
    const mail = renderMail("giver", "de", readPayload(rows[0]!.payload));
    // from the first value to the last; the price as the app shows it in German (de-AT)
    expect(mail.text).toContain(
      "„Schal“ wurde geändert: Preis €\u00a0199,00 → €\u00a0249,00, Link keiner → https://shop.example.org/schal, Anzahl 1 → 2.",
    );
    // issue 51, item 17: a list's link ends the mails as its page opens, with an undo (decision 113)
    expect(mail.text).toContain(
      "Keine solchen Mails mehr? Ein Tipp auf diesen Link beendet sie (rückgängig zu machen):",
    );
  });
});
