// Issue 51, item 3 (server side): an address given with a name and password covers that giver's
// other reservations and pledges on the list, made earlier without an address (or elsewhere), so
// deleting any of them tells the giver.
import { describe, expect, it } from "vitest";
import { expectOk } from "../support/api";
import { confirmAddress, eventually, mailingServerForFile, newAddress } from "../support/mail";

const file = mailingServerForFile();

describe("a giver's confirmed address covers their other claims on the list", () => {
  it("Ayşe reserves A without an address, then B with one: deleting A tells her", async () => {
    const { api, smtp } = file;
    const list = await api.createList("Geburtstag");
    const owner = { slug: list.slug, edit_token: list.editToken };
    const first = await api.addItem(list, { title: "Fahrrad" });
    const second = await api.addItem(list, { title: "Helm" });
    const ayse = { name: "Ayşe", password: "ayse-geheim" };
    expectOk(await api.post("/api/item_reserve.php", { item_id: first.id, ...ayse }));
    const address = newAddress("ayse");
    expectOk(
      await api.post(
        "/api/item_reserve.php",
        { item_id: second.id, ...ayse, email: address },
        { headers: { "accept-language": "de" } },
      ),
    );
    await confirmAddress(api, smtp, address);
    // someone else's reservation under another name stays theirs: deleting it tells Ayşe nothing
    const third = await api.addItem(list, { title: "Klingel" });
    expectOk(await api.post("/api/item_reserve.php", { item_id: third.id, name: "Ben", password: "ben-geheim" }));
    expectOk(await api.post("/api/item_delete.php", { ...owner, item_id: third.id }));

    expectOk(await api.post("/api/item_delete.php", { ...owner, item_id: first.id }));
    const mail = await smtp.waitFor((m) => m.to === address && m.text.includes("Fahrrad"), "the mail about wish A");
    expect(mail.text).toContain("„Fahrrad“");
    expect(mail.text).not.toContain("Klingel");
    await eventually(() => smtp.to(address).length === 2, "only the confirmation and that mail");
  });
});
