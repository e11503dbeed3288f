// Issue 53 for a giver on a phone, right to left (docs/decisions/119-any-one-of-these.md,
// 120-as-many-as-you-like.md): a group's alternatives stand together, the others of a taken one
// say so and offer nothing to reserve, and a wish without an upper count says how many are given.
import { apiAddItem, apiCreateList, apiPledge, apiReserve } from "../support/api";
import { textsFor } from "../support/messages";
import type { ItemCard } from "../support/pages/ItemCard";
import type { WireItem } from "../../lib/wire";
import { expect, test } from "../support/test";

test.use({ locale: "ar", viewport: { width: 360, height: 740 } });

test("alternatives stand together and refuse once one is taken; 'as many as you like' counts what is given", async ({
  page,
  request,
  listPage,
}) => {
  const t = textsFor("ar");
  const list = await apiCreateList(request);
  const red = await apiAddItem(request, list, { title: "دراجة حمراء", one_of: "دراجة" });
  await apiAddItem(request, list, { title: "كتاب" });
  await apiAddItem(request, list, { title: "دراجة زرقاء", one_of: "دراجة" });
  const cards = await apiAddItem(request, list, { title: "بطاقات هدايا", unlimited: true });
  await apiReserve(request, red.id, "سارة", "pw-sara");
  await apiReserve(request, cards.id, "علي", "pw-ali", 3);
  await listPage.open(list.slug);
  await expect(listPage.documentElement).toHaveAttribute("dir", "rtl");

  // the group's two wishes side by side, the book after them
  await expect(listPage.cardTitles).toHaveText(["دراجة حمراء", "دراجة زرقاء", "كتاب", "بطاقات هدايا"]);
  const blue = listPage.card("دراجة زرقاء");
  await expect(blue.oneOf).toHaveText(`${t("public.oneOf")} دراجة`);
  await expect(blue.oneOfTaken).toHaveText(t("public.oneOfTaken"));
  await expect(blue.openButton).toHaveCount(0);
  await expect(blue.freeState).toHaveCount(0);
  await expect(listPage.card("دراجة حمراء").oneOfTaken).toHaveCount(0);

  const giftCards = listPage.card("بطاقات هدايا");
  // Arabic's "few" form of "N given so far", the number in either digits the locale writes
  await expect(giftCards.units.reservedQuantity).toHaveText(/^أُهدي (3|٣) حتى الآن$/);
  // never all taken: still a reservation to make
  await expect(giftCards.openButton).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/**
 * Grandma's phone on "Reyes", two helmets of one group, live: the blue one's form open with her
 * name typed, and the red one for an uncle to reserve on his phone.
 */
const helmets = test.extend<{ grandma: { blue: ItemCard; red: WireItem } }>({
  grandma: async ({ request, listPage }, provide) => {
    const list = await apiCreateList(request, "Reyes");
    const red = await apiAddItem(request, list, { title: "Casco rojo", one_of: "Casco" });
    await apiAddItem(request, list, { title: "Casco azul", one_of: "Casco" });
    await listPage.open(list.slug);
    await listPage.waitUntilLive();
    const blue = listPage.card("Casco azul");
    await blue.openForm();
    await blue.nameInput.fill("Abuela Carmen");
    await provide({ blue, red });
  },
});

helmets.describe("on a small phone in Spanish", () => {
  helmets.use({ locale: "es-ES", viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  helmets(
    "the other helmet taken while Grandma types: her form says why instead of vanishing",
    async ({ request, grandma: { blue, red } }) => {
      const t = textsFor("es");
      await blue.passwordInput.fill("carmen-pw");

      // an uncle reserves the red one on his phone
      await apiReserve(request, red.id, "Tío Paco", "paco-pw");
      await expect(blue.notice).toContainText(t("public.justTakenOneOf"));
      await expect(blue.dismissNotice).toBeFocused();
      await expect(blue.reserveToggle).toHaveCount(0);

      // "Got it": the card as it is now, one of its group taken; the focus stays on the wish
      await blue.dismissNotice.click();
      await expect(blue.oneOfTaken).toHaveText(t("public.oneOfTaken"));
      await expect(blue.openButton).toHaveCount(0);
      await expect(blue.heading).toBeFocused();
    },
  );

  helmets(
    "Cancel under that notice folds the card away too, the focus on the wish",
    async ({ request, grandma: { blue, red } }) => {
      await apiReserve(request, red.id, "Tío Paco", "paco-pw");
      await expect(blue.dismissNotice).toBeFocused();

      await blue.cancelButton.click();
      await expect(blue.openButton).toHaveCount(0);
      await expect(blue.heading).toBeFocused();
    },
  );
});

test.describe("a group gift among alternatives, on a phone in German", () => {
  test.use({ locale: "de-DE", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("once the other bike is taken, Oma's card offers only her share back, no chipping in the server refuses", async ({
    page,
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request, "Weihnachten");
    await apiAddItem(request, list, { title: "Fahrrad", price: 129, group_gift: true, one_of: "Rad" });
    const scooter = await apiAddItem(request, list, { title: "Roller", price: 80, one_of: "Rad" });
    await listPage.open(list.slug);
    const bike = listPage.card("Fahrrad");
    await bike.groupGift.chipIn({ name: "Oma", password: "oma-pw", amount: "20" });
    await expect(bike.groupGift.yourPledge).toBeVisible();

    // an uncle reserves the scooter: one of the two is enough, so nothing more goes to the bike
    await apiReserve(request, scooter.id, "Onkel Jo", "jo-pw");
    await page.reload();
    await expect(bike.oneOfTaken).toBeVisible();
    await bike.expectState("release");
    await bike.openForm();
    await expect(bike.groupGift.chipInButton).toHaveCount(0);
    await expect(bike.groupGift.amountInput).toHaveCount(0);
    await bike.groupGift.withdrawMineButton.click();
    await expect(bike.groupGift.yourPledge).toHaveCount(0);
    // nothing of it left here, and nothing to give: the card offers nothing
    await expect(bike.openButton).toHaveCount(0);
  });

  test("a bike funded on other phones: this one says others chipped in, and the skates beside it take nothing more", async ({
    request,
    listPage,
  }) => {
    const t = textsFor("de");
    const list = await apiCreateList(request, "Weihnachten");
    const bike = await apiAddItem(request, list, { title: "Fahrrad", price: 129, group_gift: true, one_of: "Rad" });
    const skates = await apiAddItem(request, list, { title: "Inliner", price: 30, quantity: 2, one_of: "Rad" });
    await apiReserve(request, skates.id, "Carl", "carl-pw");
    await apiPledge(request, bike.id, "Alice", "alice-pw", 129);
    await listPage.open(list.slug);

    const bikeCard = listPage.card("Fahrrad");
    await expect(bikeCard.groupGift.progress).toContainText("129,00");
    // not "Withdraw", as if the share were this phone's: whose it is, and what withdrawing it takes
    await bikeCard.expectState("others");
    await expect(bikeCard.openButton).toHaveText(
      `${t("public.pledgedByOthers")}${t("public.pledgedByOthersAction", { title: "Fahrrad" })}`,
    );
    await bikeCard.openForm();
    await expect(bikeCard.passwordInput).toHaveAccessibleDescription(t("public.pledgedByOthersHint"));

    const skatesCard = listPage.card("Inliner");
    await expect(skatesCard.oneOfTaken).toBeVisible();
    await skatesCard.expectState("others");
    await skatesCard.openForm();
    await expect(skatesCard.units.reserveCountSubmit).toHaveCount(0);
    await expect(skatesCard.units.oneMoreButton).toHaveCount(0);
  });
});
