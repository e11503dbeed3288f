// A list's currency (docs/api.md "Price"): euros unless the owner says otherwise, chosen when the
// list is made or later, checked against the offered codes, and carried by the list file.
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "../../lib/list-settings";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

async function created(fields: Record<string, unknown>) {
  const answer = await api.post("/api/list_create.php", {
    title: "Urodziny",
    owner_password: "owner-secret",
    ...fields,
  });
  expectOk(answer);
  return { slug: answer.json.slug as string, editToken: answer.json.edit_token as string };
}

describe("currency", () => {
  it("is EUR for a list made without one, as every list before currencies", async () => {
    const list = await api.createList();
    expect((await api.getList(list.slug)).json.list.currency).toBe("EUR");
  });

  it("is taken from list_create in any letter case, and changed by list_update", async () => {
    const list = await created({ currency: " pln " });
    expect((await api.getList(list.slug)).json.list.currency).toBe("PLN");
    const item = await api.addItem(list, { price: "49,99" });
    // the amount stays a plain number: the currency belongs to the list
    expect(item).toMatchObject({ price: 49.99, price_text: null });
    expect(await api.updateList(list, { currency: "CHF" })).toMatchObject({ currency: "CHF" });
    expect(await api.updateList(list, { title: "Andere" })).toMatchObject({ currency: "CHF" });
    expect((await api.getList(list.slug)).json.items[0]).toMatchObject({ price: 49.99 });
  });

  it("offers at least the currencies of the issue", () => {
    for (const code of ["EUR", "USD", "GBP", "CHF", "TRY", "PLN", "SEK", "NOK", "DKK", "CZK"])
      expect(CURRENCIES).toContain(code);
  });

  it.each([["XYZ"], ["€"], [""], [12]])("refuses %j with invalid_currency", async (currency) => {
    expectFailure(
      await api.post("/api/list_create.php", { title: "x", owner_password: "pw", currency }, { as: "json" }),
      400,
      "invalid_currency",
    );
    const list = await api.createList();
    const answer = await api.post(
      "/api/list_update.php",
      { slug: list.slug, edit_token: list.editToken, currency },
      { as: "json" },
    );
    expectFailure(answer, 400, "invalid_currency", "de");
    expect(answer.json.field).toBe("currency");
  });

  it("travels in the list file, and a file from before currencies makes a euro list", async () => {
    const list = await created({ currency: "SEK" });
    const exported = await api.post("/api/list_export.php", { slug: list.slug, edit_token: list.editToken });
    expectOk(exported);
    const document = exported.json.document as { list: Record<string, unknown> };
    expect(document.list.currency).toBe("SEK");
    for (const [sent, kept] of [
      [document, "SEK"],
      [{ ...document, list: { ...document.list, currency: undefined } }, "EUR"],
    ] as const) {
      const imported = await api.post("/api/list_import.php", { document: sent, owner_password: "pw" }, { as: "json" });
      expectOk(imported);
      expect((await api.getList(imported.json.slug as string)).json.list.currency).toBe(kept);
    }
  });
});
