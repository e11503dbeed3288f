import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "de-DE" });

test("create a list, land on it with the created dialog, share texts with and without the password", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/web/");
  const submit = page.getByRole("button", { name: "Liste erstellen" });

  // validation (docs/product.md §5), in German
  await submit.click();
  await expect(page.getByTestId("create-error")).toHaveText("Bitte gib einen Titel ein.");
  await page.getByLabel("Titel der Liste").fill("Annas <b>Geburtstag</b>");
  await submit.click();
  await expect(page.getByTestId("create-error")).toHaveText("Bitte lege ein Besitzer-Passwort fest.");
  await page.getByLabel("Besitzer-Passwort").fill("geheim123");
  await submit.click();

  // lands on the list; created=1 and the token are gone from the address, the token is stored
  await page.waitForURL(/\/web\/\?slug=[\w-]{10,}$/);
  const slug = new URL(page.url()).searchParams.get("slug")!;
  await expect(page.getByTestId("list-title")).toHaveText("Annas <b>Geburtstag</b>");
  const dialog = page.getByRole("dialog", { name: "Deine Liste ist fertig! 🎉" });
  await expect(dialog).toBeVisible();
  expect(page.url()).not.toContain("created");
  expect(page.url()).not.toContain("edit");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wunschliste.edit_token") ?? "{}"));
  expect(stored[slug]).toMatch(/^[\w-]{43,}$/);

  const link = `${baseURL}/web/?slug=${slug}`;
  await expect(dialog.getByTestId("created-link")).toHaveValue(link);
  await expect(dialog.getByTestId("created-title")).toHaveText("Annas <b>Geburtstag</b>");
  const withoutPassword = `Annas <b>Geburtstag</b>\n${link}`;
  const withPassword = `${withoutPassword}\nBesitzer-Passwort: geheim123`;

  async function expectShared(expected: string) {
    await dialog.getByTestId("created-copy").click();
    await expectToast(page, "Link kopiert!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("created-txt").click()]);
    expect(download.suggestedFilename()).toBe(`wunschliste-${slug}.txt`);
    expect(await readFile(await download.path(), "utf8")).toBe(expected);

    const mail = new URL((await dialog.getByTestId("created-mail").getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Meine Wunschliste");
    expect(mail.searchParams.get("body")).toBe(expected);

    const messenger = dialog.getByTestId("created-messenger");
    await expect(messenger).toHaveAttribute("target", "_blank");
    await expect(messenger).toHaveAttribute("rel", "noopener noreferrer");
    const wa = new URL((await messenger.getAttribute("href"))!);
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.searchParams.get("text")).toBe(expected);
  }

  await expect(dialog.getByTestId("include-password")).not.toBeChecked();
  await expect(dialog.getByTestId("password-warning")).toHaveCount(0);
  await expect(dialog).toContainText("Gäste brauchen nur den Link.");
  await expectShared(withoutPassword);
  // ticking it says what it means, right there (issue 9)
  await dialog.getByTestId("include-password").check();
  await expect(dialog.getByTestId("include-password")).toHaveAccessibleName(
    "Besitzer-Passwort mitsenden (nur für Mit-Besitzer)",
  );
  await expect(dialog.getByTestId("password-warning")).toContainText("kann deine Liste bearbeiten");
  await expect(dialog.getByTestId("include-password")).toHaveAccessibleDescription(/nicht an Gäste/);
  await expectShared(withPassword);
  await dialog.getByTestId("include-password").uncheck();
  await expect(dialog.getByTestId("password-warning")).toHaveCount(0);

  // Escape closes it; it does not come back on reload (created=1 was removed)
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("list-title")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("server errors from create are shown in the error box", async ({ page }) => {
  await page.goto("/web/");
  await page.getByLabel("Titel der Liste").fill("x".repeat(120));
  // the input caps at 120; force a too-long title past the maxlength to get the server's answer
  await page.getByLabel("Titel der Liste").evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
  await page.getByLabel("Titel der Liste").fill("x".repeat(130));
  await page.getByLabel("Besitzer-Passwort").fill("pw");
  await page.getByRole("button", { name: "Liste erstellen" }).click();
  await expect(page.getByTestId("create-error")).toHaveText("Der Titel darf höchstens 120 Zeichen lang sein.");
});

test("an unknown slug shows the not-found state", async ({ page }) => {
  await page.goto("/web/?slug=doesnotexist42");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Liste gibt es nicht");
  await expect(page.getByRole("link", { name: "Eigene Liste erstellen" })).toHaveAttribute("href", "/web/");
});
