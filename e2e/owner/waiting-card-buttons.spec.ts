// Mama, on a 320 px phone in Arabic on a slow connection, marks the scarf Oma sent as received and
// releases a reservation made by mistake, with a keyboard and a screen reader: "Received" sent
// every press while its answer was on its way (a second tap to undo a mistaken one sent "received"
// again), and "Release" was disabled while it waited, dropping the focus to the page's top
// (decision 230; the other send buttons: 220).
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { pressWhileHeld } from "../support/held-answers";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 320, height: 640 }, locale: "ar", isMobile: true, hasTouch: true });

test("'Received' and the owner's 'Release' keep the focus while they wait, and send once", async ({
  request,
  page,
  listPage,
}) => {
  const list = await apiCreateList(request, "قائمة ليلى");
  const scarf = await apiAddItem(request, list, { title: "Schal" });
  const kite = await apiAddItem(request, list, { title: "Drachen" });
  await apiReserve(request, scarf.id, "Oma", "pw-oma");
  await apiReserve(request, kite.id, "Tom", "pw-tom");
  await listPage.openAsOwner(list);

  const received = listPage.card("Schal").owner.receivedToggle;
  await expect(received).toHaveAttribute("aria-pressed", "false");
  const marking = await pressWhileHeld(page, received, "/api/item_update");
  await expect(received).toHaveAttribute("aria-busy", "true");
  marking.letAnswersCome();
  await expect(received).toHaveAttribute("aria-pressed", "true");
  await expect(received).not.toHaveAttribute("aria-busy", "true");
  await expect(received).toBeFocused();
  expect(marking.sent()).toBe(1);

  const kiteCard = listPage.card("Drachen");
  await expect(kiteCard.owner.releaseButton).toBeVisible();
  const release = kiteCard.owner.releaseButtonWhileWaiting;
  const releasing = await pressWhileHeld(page, release, "/api/item_unreserve");
  releasing.letAnswersCome();
  await expect(release).toHaveCount(0);
  // then it goes, and the focus with it to the wish's title (useFocusAfterRemoval, decision 192)
  await expect(kiteCard.heading).toBeFocused();
  expect(releasing.sent()).toBe(1);
});
