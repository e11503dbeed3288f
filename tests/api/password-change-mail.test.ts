// A new owner password ends what the old one gave (docs/decisions/215-what-the-attacker-walk-found-a-sixth-time.md):
// someone who learned the old password and put their own address in the owner's place kept reading
// every reservation by mail after the owner changed the password — the tokens ended, the address
// did not, and the owner, to whom no answer shows the address (081), could not tell. Both backends.
import { expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { openDatabase } from "../support/database";
import { confirmAddress, isConfirmation, mailingServerForFile, newAddress, ownerFields } from "../support/mail";

const file = mailingServerForFile();

/** How many rows of the database hold `address` as the mail address's text. */
async function storedAddresses(address: string): Promise<number> {
  const database = openDatabase(file.server.databaseUrl);
  try {
    const { rows } = await database.execute('SELECT count(*) AS "n" FROM "MailAddress" WHERE "address" = ?', [address]);
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

it("a new owner password ends the owner mails to the address set with the old one, and forgets it", async () => {
  const { api, smtp } = file;
  const list = await api.createList("Geburtstag", "old-secret");
  // outside surprise mode the owner's mails name the wishes (the news told apart by its wish)
  await api.updateList(list, { surprise: false });
  const bike = await api.addItem(list, { title: "Fahrrad" });
  const tent = await api.addItem(list, { title: "Zelt" });

  // someone who learned the old password logs in and sets their own address, confirmed
  const login = await api.post<{ edit_token: string }>("/api/list.owner.login", {
    slug: list.slug,
    owner_password: "old-secret",
  });
  expectOk(login);
  const thief = { slug: list.slug, editToken: login.json.edit_token };
  const thiefs = newAddress("thief");
  expectOk(await api.post("/api/list_update.php", { ...ownerFields(thief), notify_email: thiefs }));
  await confirmAddress(api, smtp, thiefs);
  expect(await storedAddresses(thiefs)).toBe(1);
  expectOk(await api.post("/api/item_reserve.php", { item_id: bike.id, name: "Anna", password: "anna-pw" }));

  // the owner changes the password: the other device's token ends, and so does the address
  const changed = await api.post<{ edit_token: string }>("/api/list_password.php", {
    ...ownerFields(list),
    owner_password: "old-secret",
    new_owner_password: "new-secret",
  });
  expectOk(changed);
  expectFailure(
    await api.post("/api/list_update.php", { ...ownerFields(thief), title: "Meins" }),
    403,
    "edit_token_invalid",
  );
  expect(await storedAddresses(thiefs)).toBe(0);

  // the owner gives their own address again (confirmed afresh) and hears of the next reservation;
  // the old address hears nothing of it
  const owner = { slug: list.slug, editToken: changed.json.edit_token };
  const owners = newAddress("owner");
  expectOk(await api.post("/api/list_update.php", { ...ownerFields(owner), notify_email: owners }));
  await confirmAddress(api, smtp, owners);
  expectOk(await api.post("/api/item_reserve.php", { item_id: tent.id, name: "Ben", password: "ben-pw" }));
  await smtp.waitFor(
    (mail) => mail.to === owners && !isConfirmation(owners)(mail) && mail.text.includes("Zelt"),
    "the owner's news of the tent",
  );
  expect(smtp.to(thiefs).filter((mail) => mail.text.includes("Zelt"))).toEqual([]);
});
