// What a family tripped over on the list page, on phones in the language it was seen in (issue 51,
// items 11, 12, 18 and 19): someone else's reservation, addresses in Arabic, Back after a filter,
// a closed list.
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { textsFor } from "../support/messages";
import { ListPage } from "../support/pages/ListPage";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

test.describe("in German", () => {
  test.use({ ...PHONE, locale: "de-DE" });
  const t = textsFor("de");

  test("a reservation made elsewhere reads as someone else's; releasing it asks for that person's password", async ({
    page,
    request,
  }) => {
    const list = await apiCreateList(request, "Opas Geburtstag");
    const pipe = await apiAddItem(request, list, { title: "Pfeife" });
    await apiAddItem(request, list, { title: "Hut" });
    await apiReserve(request, pipe.id, "Anna", "anna-pw");
    const grandfather = new ListPage(page, "de");
    await grandfather.open(list.slug);

    const others = grandfather.card("Pfeife");
    await expect(others.openButton).toContainText(t("public.reservedByOthers"));
    await expect(others.openButton).toHaveAccessibleName(t("public.reservedByOthersAction", { title: "Pfeife" }));
    // the quiet look, not the prominent "Freigeben"
    await others.expectState("others");
    await others.openForm();
    await expect(others.passwordInput).toHaveAccessibleDescription(t("public.reservedByOthersHint"));

    // his own reservation still offers "Freigeben"
    const own = grandfather.card("Hut");
    await own.openForm();
    await own.nameInput.fill("Opa");
    await own.passwordInput.fill("opa-pw");
    await own.reserveToggle.click();
    await expect(own.yourReservation).toBeVisible();
    await expect(own.openButton).toContainText(t("public.statusOpenRelease"));
    await expect(own.openButton).toHaveAccessibleName(t("public.releaseAction", { title: "Hut" }));
  });

  test("Back after 'Nur freie' undoes the filter and stays on the list", async ({ page, request }) => {
    const list = await apiCreateList(request, "Weihnachten");
    const taken = await apiAddItem(request, list, { title: "Schal" });
    await apiAddItem(request, list, { title: "Buch" });
    await apiReserve(request, taken.id, "Anna", "anna-pw");
    const guest = new ListPage(page, "de");
    await guest.open(list.slug);
    await guest.expectTitles(["Schal", "Buch"]);

    await guest.view.open();
    await guest.view.onlyFree.check();
    await guest.expectTitles(["Buch"]);
    await expect(page).toHaveURL(/[?&]show=free/);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/web/\\?slug=${list.slug}$`));
    await guest.expectTitles(["Schal", "Buch"]);
    await expect(guest.view.onlyFree).not.toBeChecked();
  });

  test("a closed list invites nobody and calls a wish nobody took not reserved, not free", async ({
    page,
    request,
  }) => {
    const list = await apiCreateList(request, "Hochzeit");
    await apiAddItem(request, list, { title: "Teller" });
    const guest = new ListPage(page, "de");
    await guest.open(list.slug);
    await expect(guest.invite.root).toBeVisible();
    await expect(guest.card("Teller").freeState).toHaveText(t("public.stateFree"));

    await apiUpdateList(request, list, { closed: true });
    await guest.open(list.slug);
    await expect(guest.card("Teller").freeState).toHaveText(t("public.stateNotReserved"));
    await expect(guest.invite.root).toHaveCount(0);
  });
});

test.describe("in Arabic", () => {
  test.use({ ...PHONE, locale: "ar" });

  test("web addresses run left to right: the wish's link field reads https://, not //:https", async ({
    page,
    request,
  }) => {
    const list = await apiCreateList(request, "عيد ميلاد");
    const owner = new ListPage(page, "ar");
    await owner.openAsOwner(list);
    const link = owner.firstWishForm.linkInput;
    await expect(link).toHaveAttribute("placeholder", "https://");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await link.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
  });

  test("'Save as .txt' keeps its ending left to right, not txt.", async ({ page, request }) => {
    const list = await apiCreateList(request, "عيد ميلاد");
    const owner = new ListPage(page, "ar");
    await owner.open(list.slug, { created: true, editToken: list.editToken });
    // the ending is its own left-to-right run in the right-to-left sentence
    await expect(owner.createdDialog.saveTextEnding).toHaveText(".txt");
  });
});
