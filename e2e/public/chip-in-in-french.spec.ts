// Chipping in on a 320 px phone in French, the amount written the French way ("1 250,50", a space
// between the thousands): the button says what it sends in a sentence French readers say.
import { apiAddItem, apiCreateList } from "../support/api";
import { textsFor } from "../support/messages";
import { expect, test } from "../support/test";

test.use({ locale: "fr-FR", viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

test("the button reads “Participer pour 1 250,50 €”, and the share is taken as written", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request, "Noël de Léa");
  await apiAddItem(request, list, { title: "Vélo cargo", price: "3499", group_gift: true });
  await listPage.open(list.slug);
  const bike = listPage.card("Vélo cargo").groupGift;
  await listPage.card("Vélo cargo").openForm();
  await bike.amountInput.fill("1 250,50");
  // French groups thousands with a (narrow) no-break space and sets € after one
  await expect(bike.chipInButton).toHaveText(/^Participer pour 1\s250,50\s€$/);
  await bike.chipIn({ name: "Marie", password: "marie-pw" });
  await expect(bike.yourPledge).toContainText(/1\s250,50\s€/);
});

test("Marie, remembered on this phone, reads that she chips in as herself, then that her shares go back with one tap", async ({
  listPage,
  request,
}) => {
  const t = textsFor("fr");
  const list = await apiCreateList(request, "Noël de Léa");
  await apiAddItem(request, list, { title: "Vélo cargo", price: "300", group_gift: true });
  await listPage.open(list.slug);
  const card = listPage.card("Vélo cargo");
  await card.groupGift.chipIn({ name: "Marie", password: "marie-pw", amount: "100" });
  await expect(card.groupGift.yourPledge).toBeVisible();

  // not "Tu réserves en tant que Marie": nothing is reserved on a group gift
  await card.openForm();
  await expect(card.rememberedGuest).toContainText(t("public.chippingInAs", { who: "Marie" }));
  await card.groupGift.chipIn({ amount: "200" });
  // her share, not the progress: "100,00 € sur 300,00 €" holds "300,00" before the answer is back,
  // and a form opened then is folded away by that answer
  await expect(card.groupGift.yourPledge).toContainText(/300,00/);

  // all of it hers: what goes back with one tap is her share, not "la réservation"
  await card.openForm();
  await expect(card.rememberedGuest).toContainText(t("public.withdrawingWithOneTap"));
});
