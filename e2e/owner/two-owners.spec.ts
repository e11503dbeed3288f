// A list kept by two owners, each on a phone, in Italian: both edit the same wish at once. What one
// saves stands beside what the other saves, and the open editor follows what it was not told to
// change (decision 211).
import { apiAddItem, apiCoOwnerLink, apiCreateList, apiDeleteItem, apiUpdateList } from "../support/api";
import { textsFor } from "../support/messages";
import { expectToast } from "../support/toasts";
import type { WireList } from "../../lib/wire";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "it-IT" });

test("Papà's new price survives Mamma's save of a note she was typing meanwhile", async ({
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request, "Compleanno di Mia");
  await apiAddItem(request, list, { title: "Monopattino", price: "89" });
  const papaLink = await apiCoOwnerLink(request, list, "Papà");
  await listPage.openAsOwner(list);
  await secondDevice.page.goto(papaLink);
  await expect(secondDevice.toolbar.root).toBeVisible();
  await listPage.waitUntilLive();

  // Mamma opens the wish and starts a note…
  const mamma = await listPage.card("Monopattino").edit();
  await expect(mamma.priceInput).toHaveValue("89");
  await mamma.noteInput.fill("Rosso, per favore");
  // …while Papà, on his phone, raises the price
  const papa = await secondDevice.card("Monopattino").edit();
  await papa.save({ price: "95" });
  await expect(secondDevice.card("Monopattino").price).toHaveText("95,00 €");

  // Mamma's card hears of it; her form keeps her note and shows the price it has now
  await expect(listPage.card("Monopattino").price).toHaveText("95,00 €");
  await expect(mamma.priceInput).toHaveValue("95");
  await expect(mamma.noteInput).toHaveValue("Rosso, per favore");
  await mamma.save();

  // both changes stand, on her phone, on his and after a reload
  await expect(listPage.card("Monopattino").root).toContainText("Rosso, per favore");
  await expect(listPage.card("Monopattino").price).toHaveText("95,00 €");
  await expect(secondDevice.card("Monopattino").root).toContainText("Rosso, per favore");
  await secondDevice.page.reload();
  await expect(secondDevice.card("Monopattino").price).toHaveText("95,00 €");
  await expect(secondDevice.card("Monopattino").root).toContainText("Rosso, per favore");
});

test("Papà's new title and place survive Mamma's save of the settings she had open", async ({ request, listPage }) => {
  const list = await apiCreateList(request, "Compleanno di Mia");
  await listPage.openAsOwner(list);
  await listPage.waitUntilLive();

  // Mamma opens the settings and writes a note for the guests…
  const settings = await listPage.toolbar.openSettings();
  await settings.noteForGuests.fill("Portate il costume!");
  // …while Papà, on his phone, names the place and changes the title
  await apiUpdateList(request, list, { new_title: "Compleanno di Mia (8 anni)", event_location: "Casa dei nonni" });

  // her open settings show what he saved, and keep what she typed
  await expect(settings.titleInput).toHaveValue("Compleanno di Mia (8 anni)");
  await expect(settings.location).toHaveValue("Casa dei nonni");
  await expect(settings.noteForGuests).toHaveValue("Portate il costume!");
  await settings.saveButton.click();
  await expect(settings.root).toBeHidden();

  await expect(listPage.title).toHaveText("Compleanno di Mia (8 anni)");
  const stored = await request.get(`/api/list_get.php?slug=${list.slug}`);
  const { list: saved } = (await stored.json()) as { list: WireList };
  expect([saved.title, saved.event_location, saved.event_note]).toEqual([
    "Compleanno di Mia (8 anni)",
    "Casa dei nonni",
    "Portate il costume!",
  ]);
});

test("Papà deletes the wish Mamma is editing: her phone says that her changes were not saved", async ({
  request,
  listPage,
  page,
}) => {
  const t = textsFor("it");
  const list = await apiCreateList(request, "Compleanno di Mia");
  const scooter = await apiAddItem(request, list, { title: "Monopattino" });
  await apiAddItem(request, list, { title: "Libro" });
  await listPage.openAsOwner(list);
  await listPage.waitUntilLive();
  const mamma = await listPage.card("Monopattino").edit();
  await mamma.noteInput.fill("Rosso, con campanello");

  await apiDeleteItem(request, list, scooter.id);
  await expect(listPage.card("Monopattino").root).toHaveCount(0);
  await expectToast(page, t("itemEditor.editedWishDeleted", { title: "Monopattino" }));
});
