// Issue 32, bug 10: the small things a careful eye sees on the owner's screens.
import { apiAddItem, apiCreateList, apiReserve, apiUpdateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB" });

test("deleting a wish a guest reserved warns that it may already be bought", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  // how many are reserved is for an owner who sees it: surprise mode off (issue 28)
  await apiUpdateList(request, list, { surprise: false });
  const reserved = await apiAddItem(request, list, { title: "Teapot", quantity: 3 });
  await apiAddItem(request, list, { title: "Socks" });
  await apiReserve(request, reserved.id, "Anna", "anna-pw", 2);
  await listPage.openAsOwner(list);

  await listPage.card("Socks").owner.deleteButton.click();
  await expect(listPage.deleteDialog.text).toHaveText("“Socks” will be removed from the list. This cannot be undone.");
  await listPage.deleteDialog.cancelButton.click();
  await expect(listPage.deleteDialog.root).toBeHidden();

  await listPage.card("Teapot").owner.deleteButton.click();
  await expect(listPage.deleteDialog.text).toHaveText(
    "“Teapot” is already reserved (2 units) – a guest may have bought it already. " +
      "The app tells nobody: whoever reserved it will find it gone from the list. Deleting cannot be undone.",
  );
});

test("the owner's release buttons: the accessible name starts with the visible text; tap targets ≥ 44 px", async ({
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  // releasing one of several reservations means seeing them: surprise mode off (issue 28)
  await apiUpdateList(request, list, { surprise: false });
  const one = await apiAddItem(request, list, { title: "Kettle" });
  const plates = await apiAddItem(request, list, { title: "Plates", quantity: 4 });
  await apiReserve(request, one.id, "Anna", "anna-pw");
  await apiReserve(request, plates.id, "Bob", "bob-pw", 2);
  await listPage.openAsOwner(list);

  const release = listPage.card("Kettle").owner.releaseButton;
  await expect(release).toHaveAccessibleName("Release – “Kettle”");
  await expect(release).toHaveText(/^Release/);
  const bob = listPage.card("Plates").owner.releaseReservationButton("Bob", 2);
  await expect(bob).toHaveAccessibleName("Release: Bob (2) – “Plates”");

  const small = await listPage.ownerBars.everyButton.evaluateAll(
    (buttons) =>
      buttons
        .filter((button) => (button as HTMLElement).offsetParent !== null)
        .map((button) => button.getBoundingClientRect())
        .filter((box) => box.height < 44 || box.width < 44).length,
  );
  expect(small).toBe(0);
});

test("under the British flag the event date reads day before month", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { event_date: "2026-12-24T18:30" });
  await listPage.open(list.slug);
  const facts = listPage.eventDate;
  await expect(facts).toContainText("24 December 2026");
  await expect(facts).toContainText("18:30");
});

test.describe("the create screen on a desktop", () => {
  test.use({ locale: "de-DE", viewport: { width: 1280, height: 900 } });
  test("the three feature cards line up: icons, titles and texts each on one line", async ({ createPage }) => {
    await createPage.open();
    const tops = (selector: string) =>
      createPage
        .featureParts(selector)
        .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    for (const part of [".feature-icon", "h3", "p"]) {
      const measured = await tops(part);
      expect(measured, part).toHaveLength(3);
      expect(new Set(measured).size, `${part} tops ${measured.join(", ")}`).toBe(1);
    }
  });
});

test.describe("on a 320 px phone in Polish", () => {
  test.use({ locale: "pl-PL", viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  // a label of two lines squeezed its box in the flex row: "Prezent grupowy: znajomi składają się
  // razem" got a 13 px box beside the 20 px ones
  test("every box of the wish form is as large as the others, however long its label", async ({
    ownList,
    listPage,
  }) => {
    void ownList;
    // the empty list's own form: the same fields as "Add a wish"
    const form = listPage.firstWishForm;
    await expect(form.titleInput).toBeVisible();
    const widths = await form.checkboxes.evaluateAll((boxes) =>
      boxes.map((box) => Math.round(box.getBoundingClientRect().width)),
    );
    expect(widths.length).toBeGreaterThanOrEqual(3);
    expect(new Set(widths)).toEqual(new Set([20]));
  });
});
