// The eleventh family walk (decision 233), on a 320 px phone in Arabic (right to left) and Dutch:
// Papa opened the co-owner link Mama sent him. His settings' "This device" told him he could "log
// in again with the owner password" after signing out — a password a co-owner never has (decision
// 122): signed out, he would have been locked out as far as the page told him. It names the way
// back he does have: his co-owner link, until it is taken back. The owner's own text stays.
import { apiCreateList, apiInviteCoOwner } from "../support/api";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

for (const locale of ["ar", "nl-NL"]) {
  test.describe(locale, () => {
    test.use({ locale });

    test("a co-owner's 'This device' names the co-owner link as the way back, not the owner password", async ({
      request,
      listPage,
      secondDevice,
    }) => {
      const list = await apiCreateList(request, "Verlanglijst van Mia");
      const link = await apiInviteCoOwner(request, list, "Papa");

      await secondDevice.openAsCoOwner(link);
      const theirs = await secondDevice.toolbar.openSettings();
      await expect(theirs.deviceIntro).toHaveText(secondDevice.t("settings.deviceIntroCoOwner"));
      await expect(secondDevice.documentElement).toHaveJSProperty("scrollWidth", 320);

      // the owner signs in again with the owner password: her text says so
      await listPage.openAsOwner(list);
      const hers = await listPage.toolbar.openSettings();
      await expect(hers.coOwnersHeading).toBeVisible();
      await expect(hers.deviceIntro).toHaveText(listPage.t("settings.deviceIntro"));
    });
  });
}
