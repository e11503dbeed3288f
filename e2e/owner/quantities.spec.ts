// The owner's side of quantities (docs/decisions/028-quantities.md): the quantity in the item form,
// the refusal to go below what friends reserved, and releasing one friend's reservation.
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

test("the owner sets a quantity, cannot lower it below the reserved units, and releases one reservation", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  // releasing one of several reservations needs to see them: surprise mode off (issue 28)
  await apiUpdateList(request, list, { surprise: false });
  const plates = await apiAddItem(request, list, { title: "Plates" });
  await listPage.openAsOwner(list);
  const card = listPage.card("Plates");
  const reserved = card.units.unitsReserved;
  await expect(reserved).toHaveCount(0);

  await (await card.edit()).save({ quantity: "4" });
  await expect(reserved).toHaveText("0 of 4 reserved");

  await apiReserve(request, plates.id, "Alice", "alice-pw", 2);
  await apiReserve(request, plates.id, "Bob", "bob-pw");
  await page.reload();
  await expect(reserved).toHaveText("3 of 4 reserved");
  await expect(card.units.reservers).toHaveText("Alice (2)Bob (1)");

  const editor = await card.edit();
  await editor.save({ quantity: "2" });
  await expect(editor.error).toHaveText("More of this item are already reserved than the new quantity.");
  await editor.cancelButton.click();

  await card.owner.releaseReservationButton("Bob", 1).click();
  await expectToast(page, "Reservation released.");
  await expect(reserved).toHaveText("2 of 4 reserved");
  await expect(card.units.reservers).toHaveText("Alice (2)");
});

test("the owner releases one friend's reservation of a wish without an upper count (decision 120)", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { surprise: false });
  // the quantity a wish keeps while it is unlimited: 1, as every new wish has
  const cards = await apiAddItem(request, list, { title: "Gift cards", unlimited: true });
  await apiReserve(request, cards.id, "Lena", "lena-pw", 3);
  await apiReserve(request, cards.id, "Tom", "tom-pw");
  await listPage.openAsOwner(list);
  const card = listPage.card("Gift cards");
  await expect(card.units.reservedQuantity).toHaveText("4 given so far");
  await expect(card.units.reservers).toHaveText("Lena (3)Tom (1)");

  await card.owner.releaseReservationButton("Tom", 1).click();
  await expectToast(page, "Reservation released.");
  await expect(card.units.reservedQuantity).toHaveText("3 given so far");
  await expect(card.units.reservers).toHaveText("Lena (3)");
});
