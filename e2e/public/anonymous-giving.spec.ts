// Issue 51, item 1 on a phone in German: Thomas opens his secret-santa match's list from the draw
// ("Wunschliste von Opa Heinz öffnen") and reserves. The form keeps his name secret from the start,
// so Opa, opening his own list on his phone without owner mode, reads "Reserviert" and never
// "Thomas"; Thomas's phone still shows "Deine Reservierung" (docs/decisions/103-anonymous-giving.md).
import { apiAddItem, apiCreateList, apiDrawnDraw } from "../support/api";
import { languageOf, textsFor } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 360, height: 780 }, locale: "de-DE", isMobile: true, hasTouch: true };
test.use(PHONE);

test("a giver from the draw reserves on the match's list without the match reading his name", async ({
  page,
  secondDevice,
  request,
}) => {
  const language = languageOf(PHONE.locale);
  const t = textsFor(language);
  const opasList = await apiCreateList(request, "Opas Wünsche");
  await apiAddItem(request, opasList, { title: "Pfeifentabak" });
  const thomasList = await apiCreateList(request, "Thomas’ Wünsche");
  const links = await apiDrawnDraw(request, [
    { name: "Thomas", list: thomasList },
    { name: "Opa Heinz", list: opasList },
  ]);

  // Thomas, on his phone: his match and the way to Opa's list
  const draw = new DrawPage(page, language);
  await page.goto(links.get("Thomas")!);
  await draw.revealButton.click();
  await expect(draw.matchName).toHaveText("Opa Heinz");
  await expect(draw.matchWishlist).toHaveText(t("draw.openWishlist", { name: "Opa Heinz" }));
  await draw.matchWishlist.click();
  const thomas = new ListPage(page, language);
  await expect(thomas.title).toHaveText("Opas Wünsche");
  const card = thomas.card("Pfeifentabak");
  await card.openForm();
  await expect(card.nameInput).toHaveValue("Thomas");
  await expect(card.keepNameSecret).toBeChecked();
  await card.passwordInput.fill("thomas-geheim");
  await card.reserveToggle.click();
  await expect(card.yourReservation).toHaveText(t("public.yourReservation"));
  await expect(card.reservedBy).toHaveText(t("public.reserved"));

  // Opa opens his own list on his phone, not in owner mode: taken, by nobody he can read
  const opa = secondDevice;
  await opa.open(opasList.slug);
  const opasCard = opa.card("Pfeifentabak");
  await expect(opasCard.reservedBy).toHaveText(t("public.reserved"));
  await expect(opa.page.getByTestId("item-card")).not.toContainText("Thomas");
  await expect(opasCard.yourReservation).toHaveCount(0);
});

test("a giver who did not come from a draw is named unless they keep it secret", async ({ page, request }) => {
  const language = languageOf(PHONE.locale);
  const t = textsFor(language);
  const list = await apiCreateList(request, "Geburtstag Ayşe");
  await apiAddItem(request, list, { title: "Teekanne" });
  await apiAddItem(request, list, { title: "Kochbuch" });
  const guest = new ListPage(page, language);
  await guest.open(list.slug);

  const named = guest.card("Teekanne");
  await named.openForm();
  await expect(named.keepNameSecret).not.toBeChecked();
  await named.nameInput.fill("Mehmet");
  await named.passwordInput.fill("mehmet-pw");
  await named.reserveToggle.click();
  await expect(named.reservedBy).toHaveText(`${t("public.reservedBy")} Mehmet`);

  const secret = guest.card("Kochbuch");
  await secret.openForm();
  await secret.keepNameSecret.check();
  await secret.reserveToggle.click();
  await expect(secret.yourReservation).toBeVisible();
  await expect(secret.reservedBy).toHaveText(t("public.reserved"));
});
