// A reservation or pledge that names its giver to nobody (issue 51 item 1,
// docs/decisions/103-anonymous-giving.md): Thomas reaches Opa Heinz's list from their
// secret-santa draw and reserves without his name. Every way the list is read — the page, list_get
// for visitors and for the owner (with reveal), the live stream, the export with and without
// reveal, the owner's mails and the closed list's thank-you view — shows the wish as taken and
// never says "Thomas"; Thomas still releases it with his password. Runs on both backends.
import { describe, expect, it } from "vitest";
import type { WireItem, WireList } from "../../lib/wire";
import { expectFailure, expectOk } from "../support/api";
import { openEvents } from "../support/events";
import { confirmAddress, mailingServerForFile, newAddress } from "../support/mail";

const file = mailingServerForFile();

type ListAnswer = { list: WireList; items: WireItem[] };
const owner = (list: { slug: string; editToken: string }) => ({ slug: list.slug, edit_token: list.editToken });
const SECRET = "Thomas";

/** Opa's list, surprise mode off (so the owner's views would name givers), his address confirmed when asked. */
async function opasList({ mail = false } = {}) {
  const list = await file.api.createList("Opa Heinz");
  await file.api.updateList(list, { surprise: false });
  const ownerAddress = newAddress("opa");
  if (mail) {
    expectOk(
      await file.api.post(
        "/api/list_update.php",
        { ...owner(list), notify_email: ownerAddress },
        { headers: { "accept-language": "de" } },
      ),
    );
    await confirmAddress(file.api, file.smtp, ownerAddress);
  }
  const pipe = await file.api.addItem(list, { title: "Pfeife" });
  const trip = await file.api.addItem(list, { title: "Reise", price: "200", group_gift: true });
  const scarf = await file.api.addItem(list, { title: "Schal" });
  return { list, ownerAddress, pipe, trip, scarf };
}

describe("a giver named to nobody", () => {
  it("shows the wish as taken, and the name nowhere a list is read", async () => {
    const { list, ownerAddress, pipe, trip, scarf } = await opasList({ mail: true });
    const stream = await openEvents(`${file.server.baseUrl}/api/list_events.php?slug=${list.slug}`);
    try {
      const reserved = await file.api.post<{ reservation_id: string }>("/api/item_reserve.php", {
        item_id: pipe.id,
        name: SECRET,
        password: "thomas-pw",
        anonymous: "1",
      });
      expectOk(reserved);
      expectOk(
        await file.api.post(
          "/api/item_pledge.php",
          { item_id: trip.id, name: SECRET, password: "thomas-pw", amount: "50", anonymous: true },
          { as: "json" },
        ),
      );
      // a giver who keeps the choice off is named as before: the one rule is the giver's choice
      expectOk(await file.api.post("/api/item_reserve.php", { item_id: scarf.id, name: "Ayşe", password: "a" }));

      const visitors = await file.api.get<ListAnswer>(`/api/list_get.php?slug=${list.slug}`);
      expectOk(visitors);
      const [pipeSeen, tripSeen, scarfSeen] = visitors.json.items;
      expect(pipeSeen).toMatchObject({ busy: true, reserved_by: null, reserved_quantity: 1 });
      // the giver's device knows its reservation by this id ("your reservation")
      expect(pipeSeen!.reservations).toEqual([{ id: reserved.json.reservation_id, count: 1, reserved_by: null }]);
      expect(tripSeen).toMatchObject({ pledged_amount: 50, pledges: [expect.objectContaining({ pledged_by: null })] });
      expect(scarfSeen!.reserved_by).toBe("Ayşe");

      const page = await file.api.get(`/web/?slug=${list.slug}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain("Ayşe");
      await file.api.get(`/web/?slug=${list.slug}`); // the page kept in memory (decision 033)

      expectOk(await file.api.get(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": list.editToken }));
      expectOk(await file.api.get(`/api/list_get.php?slug=${list.slug}&reveal=1`, { "x-edit-token": list.editToken }));
      expectOk(await file.api.post("/api/list_export.php", owner(list)));
      const revealed = await file.api.post<{ document: { items: { pledges: { pledged_by: string | null }[] }[] } }>(
        "/api/list_export.php",
        { ...owner(list), reveal: "1" },
      );
      expectOk(revealed);
      expect(revealed.json.document.items[1]!.pledges).toEqual([{ amount: 50, pledged_by: null }]);

      // the owner's mails tell of both wishes, Ayşe by name, Thomas by none
      const mails = [];
      for (const title of ["Pfeife", "Reise", "Ayşe"]) {
        mails.push(
          await file.smtp.waitFor((m) => m.to === ownerAddress && m.text.includes(title), `Opa's mail of ${title}`),
        );
      }
      for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(SECRET);

      // after the day: the closed list's thank-you view names Ayşe, not Thomas
      await file.api.updateList(list, { closed: true });
      const thanks = await file.api.get<ListAnswer>(`/api/list_get.php?slug=${list.slug}&reveal=1`, {
        "x-edit-token": list.editToken,
      });
      expect(thanks.json.items[0]).toMatchObject({ busy: true, reserved_by: null });
      expect(thanks.json.items[2]!.reserved_by).toBe("Ayşe");
      await file.api.get(`/web/?slug=${list.slug}`);
      await file.api.updateList(list, { closed: false });

      expect(stream.text()).toMatch(/\S/);
      expect(stream.text()).not.toContain(SECRET);
      for (const [index, text] of file.api.transcript.entries()) expect(text, `answer ${index}`).not.toContain(SECRET);
    } finally {
      await stream.close();
    }
  });

  it("is released by its giver's password as before", async () => {
    const { list, pipe } = await opasList();
    const fields = { item_id: pipe.id, name: SECRET, password: "thomas-pw", anonymous: "on" };
    expectOk(await file.api.post("/api/item_reserve.php", fields));
    expectFailure(
      await file.api.post("/api/item_unreserve.php", { item_id: pipe.id, password: "wrong" }),
      403,
      "reservation_password_wrong",
    );
    expectOk(await file.api.post("/api/item_unreserve.php", { item_id: pipe.id, password: "thomas-pw" }));
    const after = await file.api.getList(list.slug);
    expect(after.json.items[0]).toMatchObject({ busy: false, reserved_quantity: 0 });
  });

  it("refuses a choice that is neither yes nor no with a localized 400", async () => {
    const { pipe } = await opasList();
    for (const locale of ["de", "ar"] as const) {
      const answer = await file.api.post(
        "/api/item_reserve.php",
        { item_id: pipe.id, name: SECRET, password: "thomas-pw", anonymous: "vielleicht" },
        { headers: { "accept-language": locale } },
      );
      expectFailure(answer, 400, "invalid_anonymous", locale);
    }
  });
});
