// The owner password changed in the settings (docs/decisions/044): on its own, locking a second
// device that keeps what it typed, and along with the rest of the settings in one "Save". The other
// settings are in settings.spec.ts.
import { apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

test("changing the owner password locks a second device; its typed wish is kept and saved after unlocking again", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  await secondDevice.openAsOwner(list);

  const settings = await listPage.toolbar.openSettings();
  await settings.changePassword("wrong-one", "brand-new-secret");
  await expect(settings.passwordError).toHaveText("The owner password is wrong.");
  await settings.changePassword(list.password, "brand-new-secret");
  await expectToast(page, "Password changed. Other devices are logged out.");
  await settings.cancelButton.click();

  // this device got the new token and stays owner
  await listPage.firstWishForm.add({ title: "Still owner" });
  await expect(listPage.cards).toHaveCount(1);

  // issue 32, bug 7: the other device's next save fails, says why, keeps what was typed and offers
  // to unlock again (it has the new wish already, live: so its form is "Add a wish")
  await expect(secondDevice.cards).toHaveCount(1);
  const form = await secondDevice.openAddWishForm();
  await form.add({ title: "Typed before the change", note: "A long note the owner typed" });
  await expect(form.error).toHaveText(
    "Not saved: the owner password was changed on another device. What you typed is kept – unlock again with the new password, then save once more.",
  );
  await expect(form.titleInput).toHaveValue("Typed before the change");
  await expect(form.noteInput).toHaveValue("A long note the owner typed");
  await expect(secondDevice.unlockAgainNotice).toBeVisible();

  await secondDevice.unlockAgainButton.click();
  const login = secondDevice.loginDialog;
  await login.unlock(list.password);
  await expect(login.error).toHaveText("The owner password is wrong.");
  await login.unlock("brand-new-secret");
  await expectToast(secondDevice.page, "Unlocked again. You can save now.");
  await expect(secondDevice.unlockAgainNotice).toHaveCount(0);
  await expect(form.titleInput).toHaveValue("Typed before the change");
  await form.addButton.click();
  await expectToast(secondDevice.page, "Wish added.");
  await expect(secondDevice.cards).toHaveCount(2);
});

test("a new owner password filled in and 'Save' pressed is changed along with the rest", async ({
  page,
  request,
  listPage,
  secondDevice,
}) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  await secondDevice.openAsOwner(list);

  // a wrong current password: nothing is saved, and the modal says so
  let settings = await listPage.toolbar.openSettings();
  await settings.titleInput.fill("Renamed together");
  await settings.fillPassword("wrong-one", "saved-with-the-rest");
  await settings.saveButton.click();
  await expect(settings.passwordError).toHaveText("The owner password is wrong.");
  await expect(settings.error).toHaveText("Nothing was saved: the owner password could not be changed (see above).");
  await expect(settings.root).toBeVisible();

  // the right one: one "Save" changes the password and the title
  await settings.fillPassword(list.password, "saved-with-the-rest");
  await settings.saveButton.click();
  await expectToast(page, "Password changed. Other devices are logged out.");
  await expectToast(page, "Changes saved.");
  await expect(settings.root).toBeHidden();
  await expect(listPage.title).toHaveText("Renamed together");

  // the new password is the one that counts now
  await secondDevice.page.reload();
  await expect(secondDevice.ownerLoginButton).toBeVisible();
  await secondDevice.ownerLoginButton.click();
  await secondDevice.loginDialog.unlock(list.password);
  await expect(secondDevice.loginDialog.error).toHaveText("The owner password is wrong.");
  await secondDevice.loginDialog.unlock("saved-with-the-rest");
  await expect(secondDevice.toolbar.root).toBeVisible();
  settings = await listPage.toolbar.openSettings();
  await expect(settings.titleInput).toHaveValue("Renamed together");
});
