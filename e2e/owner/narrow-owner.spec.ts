// The owner on the narrowest phones (320 × 640). In Polish "Zrób lub wybierz zdjęcie" (take or
// choose a picture) takes two lines, which sat on the button's borders (no room above or below);
// every button with a label of two lines keeps air now. The settings' outline leaves no level out:
// a co-owner's settings went from the dialog's h2 straight to an h4 ("View for the person
// celebrated", which stood under the co-owners' h3 only on the owner's own phone). The event's
// occasion and day reached 12 px past the section's inner edge (the day's field would not shrink),
// and the co-owners' list was indented by a list's 40 px, their names and "Take back" with it.
import type { APIRequestContext } from "@playwright/test";
import { apiAddItem, apiCreateList, type TestList } from "../support/api";
import { headingSkips } from "../support/headings";
import { airAroundText } from "../support/unreadable-text";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

/** A co-owner link for `list` (owner_invite), as the owner sends it to a partner. */
async function coOwnerLink(request: APIRequestContext, list: TestList, label: string): Promise<string> {
  const response = await request.post("/api/owner_invite.php", {
    form: { slug: list.slug, edit_token: list.editToken, label },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { owner_link: string }).owner_link;
}

test.describe("pl-PL", () => {
  test.use({ locale: "pl-PL" });

  test("“take or choose a picture” keeps air around its two lines", async ({ request, ownList, listPage, page }) => {
    await apiAddItem(request, ownList, { title: "Rower" });
    await page.reload();
    const form = await listPage.openAddWishForm();
    await expect(form.pictureButton).toBeVisible();
    const air = await airAroundText(form.pictureButton);
    expect(air.above, "above the label").toBeGreaterThanOrEqual(6);
    expect(air.below, "below the label").toBeGreaterThanOrEqual(6);
    const [button, field] = [await form.pictureButton.boundingBox(), await form.pictureField.boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(field!.x + field!.width);
    await expect(listPage.documentElement).toHaveJSProperty("scrollWidth", 320);
  });
});

for (const locale of ["de-DE", "en-GB", "tr-TR"]) {
  test.describe(locale, () => {
    test.use({ locale });

    test("the settings leave no heading level out, for the owner and for a co-owner", async ({
      request,
      listPage,
      secondDevice,
    }) => {
      const list = await apiCreateList(request);
      await listPage.openAsOwner(list);
      expect(await headingSkips(listPage.body), "the owner's list").toEqual([]);
      const settings = await listPage.toolbar.openSettings();
      await expect(settings.coOwnersHeading).toBeVisible();
      await expect(settings.celebratedHeading).toBeVisible();
      expect(await headingSkips(settings.root, 1), "the owner's settings").toEqual([]);

      // Papa opens his co-owner link on his own phone
      await secondDevice.page.goto(await coOwnerLink(request, list, "Papa"));
      await expect(secondDevice.toolbar.root).toBeVisible();
      const theirs = await secondDevice.toolbar.openSettings();
      await expect(theirs.celebratedHeading).toBeVisible();
      expect(await headingSkips(theirs.root, 1), "a co-owner's settings").toEqual([]);
    });
  });
}

test.describe("tr-TR, the settings' layout", () => {
  test.use({ locale: "tr-TR" });

  test("the occasion and the day line up with the place; a co-owner's row with the section's text", async ({
    request,
    listPage,
  }) => {
    const list = await apiCreateList(request);
    await coOwnerLink(request, list, "Babam");
    await listPage.openAsOwner(list);
    const settings = await listPage.toolbar.openSettings();
    // the co-owners' list has no indent of its own: a co-owner's row starts where the intro does
    await expect(settings.takeBack("Babam")).toBeVisible();
    const [intro, row] = [await settings.coOwnersIntro.boundingBox(), await settings.coOwner("Babam").boundingBox()];
    expect(Math.abs(row!.x - intro!.x), "the co-owner's row").toBeLessThanOrEqual(1);

    await settings.eventDate.scrollIntoViewIfNeeded();
    const place = (await settings.location.boundingBox())!;
    for (const [name, field] of [
      ["occasion", settings.occasion],
      ["day", settings.eventDate],
    ] as const) {
      const box = (await field.boundingBox())!;
      expect(Math.abs(box.x + box.width - (place.x + place.width)), `the ${name}'s right edge`).toBeLessThanOrEqual(1);
    }
  });
});
