// Issue 40, item 16: an error is tied to the input it is about (aria-invalid, aria-describedby), so
// a screen reader hears it with the field and the field shows it; and the share card's heading
// follows the page's h1 in order.
import AxeBuilder from "@axe-core/playwright";
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the wish form marks the field an error is about, and reads the error with it", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const form = listPage.firstWishForm;
  await form.add();
  await expect(form.error).toHaveText("Please give the wish a title.");
  await expect(form.titleInput).toHaveAttribute("aria-invalid", "true");
  await expect(form.titleInput).toHaveAccessibleDescription("Please give the wish a title.");
  await expect(form.titleInput).toBeFocused();

  // the server's own refusal names its field: the link, not the title any more
  await form.add({ title: "Lego train", link: "ftp://example.com/lego" });
  await expect(form.error).toHaveText("Please enter a link that starts with http:// or https://.");
  await expect(form.linkInput).toHaveAttribute("aria-invalid", "true");
  await expect(form.linkInput).toHaveAccessibleDescription("Please enter a link that starts with http:// or https://.");
  await expect(form.titleInput).not.toHaveAttribute("aria-invalid");
});

test("the settings mark the field an error is about", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const settings = await listPage.toolbar.openSettings();
  await settings.titleInput.fill("");
  await settings.saveButton.click();
  await expect(settings.titleInput).toHaveAttribute("aria-invalid", "true");
  await expect(settings.titleInput).toHaveAccessibleDescription(await settings.error.innerText());

  await settings.titleInput.fill("Birthday");
  await settings.location.evaluate((input) => input.removeAttribute("maxlength"));
  await settings.location.fill("x".repeat(201));
  await settings.saveButton.click();
  await expect(settings.error).toHaveText("Error while saving. The location can be at most 200 characters long.");
  await expect(settings.location).toHaveAttribute("aria-invalid", "true");
  await expect(settings.location).toHaveAccessibleDescription(
    "Error while saving. The location can be at most 200 characters long.",
  );
  await expect(settings.titleInput).not.toHaveAttribute("aria-invalid");
});

test("the share card's heading comes next after the list's title (axe heading-order)", async ({
  page,
  request,
  listPage,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  const card = await listPage.toolbar.openShareCard();
  await expect(card.qrCode).toBeVisible();
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
  const results = await new AxeBuilder({ page: axePage }).withRules(["heading-order"]).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
});
