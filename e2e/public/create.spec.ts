import { readFile } from "node:fs/promises";
import { animationsSettled } from "../support/animations";
import { openBeforeScripts } from "../support/slow-scripts";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "de-DE" });

test("create a list, land on it with the created dialog, share texts with and without the password", async ({
  page,
  context,
  baseURL,
  createPage,
  listPage,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await createPage.open();

  // validation (docs/product.md §5), in German
  await createPage.create({});
  await expect(createPage.error).toHaveText("Bitte gib einen Titel ein.");
  await createPage.create({ title: "Annas <b>Geburtstag</b>" });
  await expect(createPage.error).toHaveText("Bitte lege ein Besitzer-Passwort fest.");
  await createPage.create({ password: "geheim123" });

  // lands on the list; created=1 and the token are gone from the address, the token is stored
  await page.waitForURL(/\/web\/\?slug=[\w-]{10,}$/);
  const slug = new URL(page.url()).searchParams.get("slug")!;
  await expect(listPage.title).toHaveText("Annas <b>Geburtstag</b>");
  const dialog = listPage.createdDialog;
  await expect(dialog.root).toHaveAccessibleName("Deine Liste ist fertig! 🎉");
  await expect(dialog.root).toBeVisible();
  expect(page.url()).not.toContain("created");
  expect(page.url()).not.toContain("edit");
  expect(await listPage.storedEditToken(slug)).toMatch(/^[\w-]{43,}$/);

  const link = `${baseURL}/web/?slug=${slug}`;
  await expect(dialog.link).toHaveValue(link);
  await expect(dialog.listTitle).toHaveText("Annas <b>Geburtstag</b>");
  const withoutPassword = `Annas <b>Geburtstag</b>\n${link}`;
  const withPassword = `${withoutPassword}\nBesitzer-Passwort: geheim123`;

  async function expectShared(expected: string) {
    await dialog.copyButton.click();
    await expectToast(page, "Link kopiert!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([page.waitForEvent("download"), dialog.saveTextButton.click()]);
    expect(download.suggestedFilename()).toBe(`wunschliste-${slug}.txt`);
    expect(await readFile(await download.path(), "utf8")).toBe(expected);

    const mail = new URL((await dialog.mailLink.getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Meine Wunschliste");
    expect(mail.searchParams.get("body")).toBe(expected);

    await expect(dialog.messengerLink).toHaveAttribute("target", "_blank");
    await expect(dialog.messengerLink).toHaveAttribute("rel", "noopener noreferrer");
    const wa = new URL((await dialog.messengerLink.getAttribute("href"))!);
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.searchParams.get("text")).toBe(expected);
  }

  await expect(dialog.includePassword).not.toBeChecked();
  await expect(dialog.passwordWarning).toHaveCount(0);
  await expect(dialog.root).toContainText("Gäste brauchen nur den Link.");
  await expectShared(withoutPassword);
  // ticking it says what it means, right there (issue 9)
  await dialog.includePassword.check();
  await expect(dialog.includePassword).toHaveAccessibleName("Besitzer-Passwort mitsenden (nur für Mit-Besitzer)");
  await expect(dialog.passwordWarning).toContainText("kann deine Liste bearbeiten");
  await expect(dialog.includePassword).toHaveAccessibleDescription(/nicht an Gäste/);
  await expectShared(withPassword);
  await dialog.includePassword.uncheck();
  await expect(dialog.passwordWarning).toHaveCount(0);

  // Escape closes it; it does not come back on reload (created=1 was removed)
  await page.keyboard.press("Escape");
  await expect(dialog.root).toBeHidden();
  await page.reload();
  await expect(listPage.title).toBeVisible();
  await expect(listPage.dialogs).toHaveCount(0);
});

test("by keyboard: 'Go to the list' leaves the focus on the list's heading, not on the page's body", async ({
  page,
  createPage,
  listPage,
}) => {
  await createPage.open();
  await createPage.formWorks();
  await createPage.titleInput.fill("Tastatur");
  await createPage.passwordInput.fill("geheim123");
  await createPage.passwordInput.press("Enter");
  const dialog = listPage.createdDialog;
  await expect(dialog.root).toBeVisible();
  // Tab through the dialog to its last button, as a keyboard user does
  const onDone = () => dialog.doneButton.evaluate((button) => button === document.activeElement);
  for (let presses = 0; presses < 30 && !(await onDone()); presses++) await page.keyboard.press("Tab");
  await expect(dialog.doneButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.root).toBeHidden();
  await expect(listPage.title).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
});

test("server errors from create are shown in the error box", async ({ createPage }) => {
  await createPage.open();
  const { titleInput } = createPage;
  await titleInput.fill("x".repeat(120));
  // the input caps at 120; force a too-long title past the maxlength to get the server's answer
  await titleInput.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
  await createPage.create({ title: "x".repeat(130), password: "pw" });
  await expect(createPage.error).toHaveText("Der Titel darf höchstens 120 Zeichen lang sein.");
});

test("an unknown slug shows the not-found state", async ({ listPage }) => {
  await listPage.open("doesnotexist42");
  await expect(listPage.notFound.heading).toHaveText("Diese Liste gibt es nicht");
  await expect(listPage.notFound.createLink).toHaveAttribute("href", "/web/");
});

test("on a slow phone: a title and password typed before the page's scripts have run create the list", async ({
  page,
  createPage,
  listPage,
}) => {
  const letScriptsLoad = await openBeforeScripts(page, "/web/");
  await createPage.titleInput.fill("Früh getippt");
  await createPage.passwordInput.fill("geheim123");
  letScriptsLoad();
  await createPage.formWorks();
  await createPage.createButton.click();
  await expect(listPage.title).toHaveText("Früh getippt");
  expect(page.url()).toMatch(/\/web\/\?slug=[\w-]{10,}$/);
});

test("a tap on 'create' before the page's scripts have run never puts the password into the address", async ({
  page,
  createPage,
}) => {
  await openBeforeScripts(page, "/web/"); // and they never arrive
  await createPage.titleInput.fill("Zu früh");
  await createPage.passwordInput.fill("geheim123");
  await Promise.all([page.waitForEvent("framenavigated"), createPage.createButton.click()]);
  await expect(createPage.titleInput).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/web/");
});

test.describe("the created dialog on a 360 × 740 phone (issue 40)", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("shows the title once, its ways to share at once, and the password warning where no toast covers it", async ({
    page,
    context,
    baseURL,
    createPage,
    listPage,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.clock.install();
    await createPage.open();
    await createPage.create({ title: "Mias 7. Geburtstag 🎂", password: "geheim123" });
    const dialog = listPage.createdDialog;
    await expect(dialog.root).toBeVisible();
    // the list's title once (the heading says it is ready)
    await expect(dialog.titleMentions("Mias 7. Geburtstag 🎂")).toHaveCount(1);
    // copy, save, e-mail and WhatsApp on the first screen, without scrolling
    // and within the dialog, not past its edge (measured once it has grown in)
    await animationsSettled(page);
    const content = (await dialog.link.boundingBox())!;
    for (const action of [dialog.copyButton, dialog.saveTextButton, dialog.mailLink, dialog.messengerLink]) {
      await expect(action).toBeInViewport({ ratio: 1 });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(content.x + content.width + 0.5);
    }

    await dialog.includePassword.check();
    await expect(dialog.passwordWarning).toBeInViewport({ ratio: 1 });
    await expect(dialog.copyButton).toBeInViewport({ ratio: 1 });
    // the toast stays until the test moves the clock: its place is measured, not raced
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.copyButton.click();
    const toast = listPage.toasts.filter({ hasText: "Link kopiert!" });
    await expect(toast).toBeVisible();
    const [warning, shown] = [(await dialog.passwordWarning.boundingBox())!, (await toast.boundingBox())!];
    const overlap = warning.y < shown.y + shown.height && shown.y < warning.y + warning.height;
    expect(overlap, "the toast covers the password warning").toBe(false);
    await page.clock.resume();
  });
});

// "Save as .txt": the file's ending is its own left-to-right piece (issue 51); on a 360 px phone the
// words wrap, and the ending must wrap with them (on a line of theirs, or the next), not float
// beside them as a column of its own, between their lines
for (const locale of ["en-GB", "de-DE", "ar"]) {
  test.describe(`the created dialog's "save as .txt" on a 360 px phone in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("reads as one text, its ending on the lines of its words", async ({ createPage, listPage }) => {
      await createPage.open();
      await createPage.create({ title: "Geburtstag", password: "geheim123" });
      await expect(listPage.createdDialog.root).toBeVisible();
      const { words, ending } = await listPage.createdDialog.saveTextButton.evaluate((button) => {
        const endingNode = button.querySelector("bdi")!;
        const linesOf = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].map((rect) => ({ top: rect.top, bottom: rect.bottom }));
        };
        const wordNodes = [...button.querySelectorAll("*"), button]
          .flatMap((element) => [...element.childNodes])
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() && !endingNode.contains(node));
        return { words: wordNodes.flatMap(linesOf), ending: linesOf(endingNode) };
      });
      expect(ending).toHaveLength(1);
      const [end] = ending;
      const onALineOfTheWords = words.some((line) => Math.abs(line.top - end!.top) <= 1);
      // lines of one text follow each other at its line height (their boxes overlap a little)
      const step = 0.75 * (end!.bottom - end!.top);
      const belowThem = words.every((line) => end!.top >= line.top + step);
      const aboveThem = words.every((line) => end!.top <= line.top - step);
      expect(onALineOfTheWords || belowThem || aboveThem, JSON.stringify({ words, ending })).toBe(true);
    });
  });
}
