// Group gifts (docs/decisions/063-group-gifts.md): two friends chip in for one big wish on their
// phones. The card shows a progress bar and "€50.00 of €129.00 — 1 friend", a friend picks an
// amount (typed, or a suggested split), sees their own share and withdraws it with one tap; when
// the target is reached the card says so, and the other phone hears of every change live.
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";
import { ListPage } from "../support/pages/ListPage";
import { openWithLaterScriptsHeld } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A new list with one group gift, a €129 bike, open on this phone. */
async function openBikeList(request: APIRequestContext, listPage: ListPage) {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await listPage.open(list.slug);
  return { list, bike: listPage.card("Bike") };
}

test("two friends chip in on their phones until the target is reached; one withdraws their share", async ({
  page,
  listPage,
  secondDevice,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  await secondDevice.open(list.slug);
  const alice = listPage.card("Bike");
  const bob = secondDevice.card("Bike");
  await expect(alice.groupGift.progress).toHaveText("€0.00 of €129.00 — no one yet");
  await expect(alice.groupGift.bar).toHaveAttribute("value", "0");
  // the ordinary wish beside it keeps its reservation toggle
  await listPage.card("Teapot").expectState("free");

  // Alice types her amount
  await alice.openForm();
  await expect(alice.groupGift.suggestions).toHaveText(["€64.50", "The rest: €129.00"]);
  await alice.groupGift.chipIn({ name: "Alice", password: "alice-pw", amount: "50" });
  await expectToast(page, "Thank you for chipping in!");
  await expect(alice.groupGift.progress).toHaveText("€50.00 of €129.00 — 1 friend");
  await expect(alice.groupGift.pledgers).toHaveText(["Alice: €50.00"]);
  await expect(alice.groupGift.yourPledge).toHaveText("Your share: €50.00");

  // she changes her mind at once: this phone remembers the fresh pledge (no reload), no password
  await alice.openForm();
  await expect(alice.passwordInput).toHaveCount(0);
  await alice.groupGift.withdrawMineButton.click();
  await expectToast(page, "Your share was withdrawn.");
  await expect(alice.groupGift.progress).toHaveText("€0.00 of €129.00 — no one yet");
  await expect(alice.groupGift.yourPledge).toHaveCount(0);
  // and chips in again as the remembered Alice: no name, no password
  await alice.openForm();
  await expect(alice.nameInput).toHaveCount(0);
  await expect(alice.passwordInput).toHaveCount(0);
  await alice.groupGift.chipIn({ amount: "50" });
  await expectToast(page, "Thank you for chipping in!");
  await expect(alice.groupGift.yourPledge).toHaveText("Your share: €50.00");

  // Bob's phone hears of it without reloading, and offers an even share, half the rest, the rest
  await expect(bob.groupGift.progress).toHaveText("€50.00 of €129.00 — 1 friend");
  await expect(bob.groupGift.yourPledge).toHaveCount(0);
  await bob.openForm();
  await expect(bob.groupGift.suggestions).toHaveText(["€39.50", "€64.50", "The rest: €79.00"]);
  await expectNoSeriousA11yViolations(secondDevice.page, "a group gift's chip-in form on a phone");
  await bob.groupGift.chipIn({ name: "Bob", password: "bob-pw", suggestion: "The rest" });
  await expectToast(secondDevice.page, "Thank you for chipping in!");
  await expect(bob.groupGift.progress).toHaveText("🎉 Target of €129.00 reached — 2 friends chipped in");
  await expect(bob.groupGift.pledgers).toHaveText(["Alice: €50.00", "Bob: €79.00"]);
  await expect(alice.groupGift.progress).toHaveText("🎉 Target of €129.00 reached — 2 friends chipped in");
  await expect(alice.root).toHaveAttribute("data-reserved", "true");

  // Alice comes back later and withdraws her share: this phone remembers her, no password is typed
  await page.reload();
  await expect(alice.groupGift.yourPledge).toHaveText("Your share: €50.00");
  await alice.openForm();
  await expect(alice.passwordInput).toHaveCount(0);
  await alice.groupGift.withdrawMineButton.click();
  await expectToast(page, "Your share was withdrawn.");
  await expect(alice.groupGift.progress).toHaveText("€79.00 of €129.00 — 1 friend");
  await expect(alice.groupGift.yourPledge).toHaveCount(0);
  await expect(bob.groupGift.progress).toHaveText("€79.00 of €129.00 — 1 friend");
  await expect(bob.groupGift.yourPledge).toHaveText("Your share: €79.00");

  // more than is left is said before anything is sent, under the amount (issue 40)
  await alice.groupGift.chipIn({ amount: "60" });
  await expect(alice.groupGift.amountInput).toHaveAccessibleDescription("Only €50.00 is still missing.");
  await expect(alice.groupGift.progress).toHaveText("€79.00 of €129.00 — 1 friend");
});

test("on a slow phone: the amount, name and password typed before the scripts outlive a live update, and chip in", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  // the page with the bike's form open, as the link before the scripts leads to it (decision 070)
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(
    page,
    `${ListPage.path(list.slug)}&reserve=${bike.id}`,
  );
  const card = listPage.card("Bike");
  await card.groupGift.amountInput.fill("30");
  await card.nameInput.fill("Carla");
  await card.passwordInput.fill("carla-pw");

  // the first scripts run, another wish arrives live before the form's own code; it shows once the
  // cards' code is here (decision 172), the server's form with what was typed kept until then
  letScriptsLoad();
  await listPage.waitUntilLive();
  await apiAddItem(request, list, { title: "Helmet" });
  await expect(card.groupGift.amountInput).toHaveValue("30");
  letLaterScriptsLoad();
  await expect(listPage.card("Helmet").root).toBeVisible();
  // the form drawn afresh by its own code, not the server's one still standing in for it
  await card.formWorks();
  await expect(card.groupGift.amountInput).toHaveValue("30");
  await expect(card.nameInput).toHaveValue("Carla");
  await card.groupGift.chipInButton.click();
  await expectToast(page, "Thank you for chipping in!");
  await expect(card.groupGift.progress).toHaveText("€30.00 of €129.00 — 1 friend");
});

test("on a slow phone: the amount typed before the scripts is taken up by the form's code, with no page error", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const bike = await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { letScriptsLoad, letLaterScriptsLoad } = await openWithLaterScriptsHeld(
    page,
    `${ListPage.path(list.slug)}&reserve=${bike.id}`,
  );
  const card = listPage.card("Bike");
  await card.groupGift.amountInput.fill("30");
  letScriptsLoad();
  letLaterScriptsLoad();
  // the server's form comes to life as it stands (React's error 418 when the button's words it
  // drew with the typed amount were not the server's, the form drawn again from scratch)
  await card.formWorks();
  await expect(card.groupGift.amountInput).toHaveValue("30");
  await expect(card.groupGift.chipInButton).toHaveText("Chip in €30.00");
  expect(errors).toEqual([]);
});

test("the owner marks a wish as a group gift, sees who chipped in and removes a share", async ({
  page,
  listPage,
  secondDevice,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Tablet", price: "300" });
  await listPage.openAsOwner(list);
  const tablet = listPage.card("Tablet");
  const form = await tablet.edit();
  await form.groupGiftCheckbox.check();
  // a group gift is one thing: no quantity to choose
  await expect(form.quantityInput).toHaveCount(0);
  await form.saveButton.click();
  await expectToast(page, "Wish saved.");

  await secondDevice.open(list.slug);
  await secondDevice.card("Tablet").groupGift.chipIn({ name: "Carla", password: "carla-pw", amount: "120" });
  await expectToast(secondDevice.page, "Thank you for chipping in!");
  // a new list keeps the surprise (issue 28): the owner sees that friends chip in, not who or how much
  await expect(tablet.groupGift.progress).toHaveText("Friends are chipping in");
  // a pledge alone is something taken: the owner may peek
  await expect(listPage.closing.peekButton).toBeVisible();
  await expect(tablet.groupGift.pledgers).toHaveCount(0);
  await expect(listPage.screen).not.toContainText("Carla");
  await apiUpdateList(request, list, { surprise: false });
  await page.reload();
  await expect(tablet.groupGift.progress).toHaveText("€120.00 of €300.00 — 1 friend");
  await expect(tablet.groupGift.pledgers).toHaveText(["Carla: €120.00"]);
  await tablet.groupGift.removePledgeButton("Carla").click();
  await expectToast(page, "Share removed.");
  await expect(tablet.groupGift.progress).toHaveText("€0.00 of €300.00 — no one yet");
  await expect(secondDevice.card("Tablet").groupGift.progress).toHaveText("€0.00 of €300.00 — no one yet");
});

test("an amount missing or too large is said under the amount field, which takes the focus (issue 40)", async ({
  listPage,
  request,
}) => {
  const { bike } = await openBikeList(request, listPage);
  await bike.groupGift.chipIn({ name: "Alice", password: "alice-pw" });
  await expect(bike.groupGift.amountInput).toHaveAttribute("aria-invalid", "true");
  await expect(bike.groupGift.amountInput).toHaveAccessibleDescription(
    "Please enter an amount of at least 1, with at most two decimals.",
  );
  await expect(bike.groupGift.amountInput).toBeFocused();
  await bike.groupGift.amountInput.fill("500");
  await expect(bike.groupGift.amountInput).not.toHaveAttribute("aria-invalid");
  await bike.groupGift.chipInButton.click();
  await expect(bike.groupGift.amountInput).toHaveAccessibleDescription("Only €129.00 is still missing.");
});

test("the password's hint on a chip-in speaks of withdrawing one's share, not of releasing the gift", async ({
  listPage,
  request,
}) => {
  // a grandparent chipping in reads what the password is for: the share, not "the gift" (decision 221)
  const { bike } = await openBikeList(request, listPage);
  await bike.openForm();
  await expect(bike.passwordInput).toHaveAccessibleDescription(
    "Make one up – you'll need it to withdraw your share later.",
  );
});

test("once the list is closed, the phone that chipped in shows its share after a reload, with no page error", async ({
  page,
  listPage,
  request,
}) => {
  const { list, bike } = await openBikeList(request, listPage);
  await bike.groupGift.chipIn({ name: "Alice", password: "alice-pw", amount: "50" });
  await expect(bike.groupGift.yourPledge).toHaveText("Your share: €50.00");

  await apiUpdateList(request, list, { closed: true });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.reload();
  // the share's code loads after the page came to life (issue 57): the card it fills in matched the
  // server's HTML until then (React's error 418 when it did not, the card drawn again from scratch)
  await expect(bike.groupGift.yourPledge).toHaveText("Your share: €50.00");
  await expect(bike.groupGift.progress).toHaveText("€50.00 of €129.00 — 1 friend");
  expect(errors).toEqual([]);
});

test("“Your share” is marked as “Your reservation” is: the same green tag on the card", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Bike", price: 129, group_gift: true });
  await apiAddItem(request, list, { title: "Teapot" });
  await listPage.open(list.slug);
  const teapot = listPage.card("Teapot");
  await teapot.toggleReservation({ name: "Alice", password: "alice-pw" });
  await expect(teapot.yourReservation).toHaveText("Your reservation");
  const bike = listPage.card("Bike");
  await bike.groupGift.chipIn({ amount: "50" });
  await expect(bike.groupGift.yourPledge).toHaveText("Your share: €50.00");
  const look = (tag: typeof bike.groupGift.yourPledge) =>
    tag.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, colour: style.color, weight: style.fontWeight };
    });
  // a plain line indented by the tag's padding before (the tag's colours had moved to .pill-success)
  expect(await look(bike.groupGift.yourPledge)).toEqual(await look(teapot.yourReservation));
});

// An amount is typed the way a price is (decision 075): "1 299,50" and "1.000" are a thousand
// and more, as the owner's "1.299" is, not a refusal ("at least 1, with at most two decimals").
test.describe("amounts written with thousands", () => {
  test.use({ locale: "pl-PL" });
  test("friends chip in “1 299,50” and “1.000” for a wish in złoty", async ({ listPage, secondDevice, request }) => {
    const list = await apiCreateList(request);
    await apiUpdateList(request, list, { currency: "PLN" });
    await apiAddItem(request, list, { title: "Hulajnoga", price: "2 599", group_gift: true });
    await listPage.open(list.slug);
    const scooter = listPage.card("Hulajnoga");
    await scooter.groupGift.chipIn({ name: "Ania", password: "ania-pw", amount: "1 299,50" });
    await expect(scooter.groupGift.yourPledge).toContainText("1299,50 zł");

    await secondDevice.open(list.slug);
    const other = secondDevice.card("Hulajnoga");
    await other.groupGift.chipIn({ name: "Bartek", password: "bartek-pw", amount: "1.000" });
    await expect(other.groupGift.yourPledge).toContainText("1000,00 zł");
    await expect(other.groupGift.pledgers).toHaveText(["Ania: 1299,50 zł", "Bartek: 1000,00 zł"]);
  });
});
