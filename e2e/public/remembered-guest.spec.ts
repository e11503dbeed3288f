// A guest types name and password once (issue 32, docs/decisions/042-remembered-guest.md): after a
// first reservation this device reserves "as Oma" with one tap, marks the guest's own cards, shows
// "my gifts", releases them without typing, and forgets everything on "not me". Nothing of it
// reaches another device.
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

test("after one reservation the next card reserves as Oma with one tap, on this device only", async ({
  page,
  listPage,
  secondDevice,
  request,
}) => {
  const list = await apiCreateList(request);
  for (const title of ["Scarf", "Kite", "Ball"]) await apiAddItem(request, list, { title });
  await listPage.open(list.slug);
  const scarf = listPage.card("Scarf");
  const kite = listPage.card("Kite");
  await expect(kite.rememberedGuest).toHaveCount(0);
  await scarf.toggleReservation({ name: "Oma", password: "oma-secret" });
  await expectToast(page, "Reserved!");
  await expect(scarf.yourReservation).toHaveText("Your reservation");
  // releasable at once, without a reload: the name typed a moment ago does not ask for the password
  await scarf.openForm();
  await expect(scarf.passwordInput).toHaveCount(0);
  await expect(scarf.reserveToggle).toHaveAttribute("data-state", "reserved");

  // the next card: no fields, one tap on its action and one to confirm (docs/decisions/054); the
  // form is drawn once opened (070)
  await kite.openForm();
  await expect(kite.rememberedGuest).toContainText("You're reserving as Oma.");
  await expect(kite.nameInput).toHaveCount(0);
  await expect(kite.passwordInput).toHaveCount(0);
  await kite.toggleReservation();
  await expect(kite.reservedBy).toHaveText("Reserved by Oma");
  await expect(kite.yourReservation).toHaveText("Your reservation");

  // kept on this device across visits, and only here
  await page.reload();
  await listPage.card("Ball").openForm();
  await expect(listPage.card("Ball").rememberedGuest).toContainText("You're reserving as Oma.");
  await secondDevice.open(list.slug);
  await expect(secondDevice.card("Kite").reservedBy).toHaveText("Reserved by Oma");
  await expect(secondDevice.card("Kite").yourReservation).toHaveCount(0);
  await secondDevice.card("Ball").openForm();
  await expect(secondDevice.card("Ball").nameInput).toBeVisible();
  await expect(secondDevice.card("Ball").rememberedGuest).toHaveCount(0);
});

test("my gifts shows the wishes reserved here; they release with one tap; not me forgets everything", async ({
  page,
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  for (const title of ["Scarf", "Kite", "Ball"]) await apiAddItem(request, list, { title });
  await listPage.open(list.slug);
  const scarf = listPage.card("Scarf");
  const kite = listPage.card("Kite");
  await scarf.toggleReservation({ name: "Oma", password: "oma-secret" });
  await kite.openForm();
  await expect(kite.rememberedGuest).toContainText("You're reserving as Oma.");
  await kite.toggleReservation();
  await expect(kite.yourReservation).toHaveText("Your reservation");

  await listPage.myGiftsToggle(2).click();
  await listPage.expectTitles(["Scarf", "Kite"]);
  await expect(listPage.myGiftsToggle(2)).toHaveAttribute("aria-pressed", "true");
  // one's own reservation is released with one tap too
  await kite.toggleReservation();
  await expectToast(page, "Released!");
  await listPage.expectTitles(["Scarf"]);
  await listPage.myGiftsToggle(1).click();
  await listPage.expectTitles(["Scarf", "Kite", "Ball"]);

  // not me: the fields come back, the marks go, nothing is kept
  await listPage.card("Ball").openForm();
  await listPage.card("Ball").notMeButton.click();
  await expect(listPage.card("Ball").nameInput).toBeVisible();
  await expect(listPage.card("Ball").passwordInput).toBeVisible();
  await expect(scarf.yourReservation).toHaveCount(0);
  await expect(listPage.myGiftsToggle(1)).toHaveCount(0);
  expect(await listPage.rememberedGuest(list.slug)).toBeUndefined();
});

test("icon and password-only lists: the remembered guest reserves as their icon, or with the saved password", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  for (const title of ["Scarf", "Kite", "Ball"]) await apiAddItem(request, list, { title });
  const settings = await apiUpdateList(request, list, { identity_mode: "icon", require_name: true });
  const icon = settings.icons[2];
  await listPage.open(list.slug);
  const scarf = listPage.card("Scarf");
  await scarf.toggleReservation({ icon, password: "oma-secret" });
  // what the friend waits for before the next card: the reservation done and its form folded away
  // (the fold moves the cards below; a tap on one of them meanwhile could land elsewhere)
  await expect(scarf.yourReservation).toHaveText("Your reservation");
  const kite = listPage.card("Kite");
  await kite.openForm();
  await expect(kite.rememberedGuest).toContainText(`You're reserving as ${icon}.`);
  await kite.toggleReservation();
  await expect(kite.yourReservation).toHaveText("Your reservation");

  await apiUpdateList(request, list, { identity_mode: "password_only" });
  await listPage.page.reload();
  const ball = listPage.card("Ball");
  await ball.openForm();
  await expect(ball.rememberedGuest).toContainText("You're reserving with your saved password.");
  await ball.toggleReservation();
  await expect(ball.reservedBy).toHaveText("Reserved");
  await expect(ball.yourReservation).toHaveText("Your reservation");
});
