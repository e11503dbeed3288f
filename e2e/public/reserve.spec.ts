import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectToast, recordToasts, shownToasts } from "../support/toasts";
import { apiAddItem, apiCreateList, apiUpdateList } from "../support/api";

// The friend's browser speaks English: the server's errors must come back in English too.
test.use({ locale: "en-GB" });

const card = (page: Page, title: string): Locator => page.getByTestId("item-card").filter({ hasText: title });

test("the list is complete in the first HTML answer, escaped", async ({ request }) => {
  const list = await apiCreateList(request, "Tom's <Party>");
  await apiUpdateList(request, list, {
    event_date: "2026-12-24T18:30",
    event_location: "Vienna",
    event_note: "Bring <cake>",
  });
  await apiAddItem(request, list, {
    title: "Lego <set>",
    url: "https://example.com/lego",
    price: "19,90",
    note: "the big one",
  });
  await apiAddItem(request, list, { title: "Book", price: "ca. 20 €" });
  const html = await (await request.get(`/web/?slug=${list.slug}`, { headers: { "accept-language": "en" } })).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain("Tom&#x27;s &lt;Party&gt;");
  expect(html).toContain("Lego &lt;set&gt;");
  expect(html).toMatch(/€\s19,90/u); // de-AT number format, whatever the language
  expect(html).toContain("ca. 20 €");
  expect(html).toContain("Vienna");
  expect(html).toContain("Bring &lt;cake&gt;");
  expect(html).toContain("Thursday, December 24, 2026 at 6:30"); // wall-clock time, no time-zone shift
  expect(html).toContain("no image");
  expect(html).toContain('href="https://example.com/lego" target="_blank" rel="noopener noreferrer"');
  expect(html).not.toContain("<Party>");
});

test("a friend reserves in name mode, sees who reserved it after a reload, and releases with the password", async ({
  browser,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Teapot", price: 35 });
  const friend = await browser.newContext({ locale: "en-GB" });
  await recordToasts(friend);
  const page = await friend.newPage();
  await page.goto(`/web/?slug=${list.slug}`);
  const teapot = card(page, "Teapot");
  const toggle = teapot.getByTestId("reserve-toggle");
  await expect(toggle).toHaveAttribute("data-state", "free");
  await expect(teapot.getByTestId("item-price")).toHaveText("€ 35,00");

  // validation toasts (docs/product.md §5)
  await toggle.click();
  await expectToast(page, "Please enter password.");
  await teapot.getByLabel("Password").fill("friend-pw");
  await toggle.click();
  await expectToast(page, "Please enter name.");

  await teapot.getByLabel("Your name").fill("  Alice  ");
  await toggle.click();
  await expectToast(page, "Reserved!");
  await expect(teapot.getByTestId("reserved-by")).toHaveText("Reserved by Alice");
  await expect(toggle).toHaveAttribute("data-state", "reserved");

  await page.reload();
  await expect(teapot.getByTestId("reserved-by")).toHaveText("Reserved by Alice");

  // wrong password: the server's own (English) error in a toast; the item stays reserved
  await teapot.getByLabel("Password").fill("wrong");
  await toggle.click();
  await expectToast(page, "Error: The password does not match this reservation.");
  await expect(toggle).toHaveAttribute("data-state", "reserved");

  await teapot.getByLabel("Password").fill("friend-pw");
  await toggle.click();
  await expectToast(page, "Released!");
  await expect(toggle).toHaveAttribute("data-state", "free");
  await expect(teapot.getByTestId("reserved-by")).toHaveCount(0);
  await friend.close();
});

test("double clicks reserve once: the per-item busy flag blocks the second request", async ({ page, request }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Scarf" });
  const reserveCalls: string[] = [];
  page.on("request", (req) => req.url().includes("item_reserve") && reserveCalls.push(req.url()));
  await page.goto(`/web/?slug=${list.slug}`);
  const scarf = card(page, "Scarf");
  await scarf.getByLabel("Your name").fill("Bob");
  await scarf.getByLabel("Password").fill("pw");
  await scarf.getByTestId("reserve-toggle").dblclick();
  await expect(scarf.getByTestId("reserved-by")).toHaveText("Reserved by Bob");
  expect(reserveCalls).toHaveLength(1);
  expect((await shownToasts(page)).filter((text) => text.includes("Error"))).toEqual([]);
});

test("icon mode: the 8-icon picker, re-selecting clears, the icon is shown as who reserved", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { identity_mode: "icon", occasion: "birthday_kids" });
  await apiAddItem(request, list, { title: "Kite" });
  await page.goto(`/web/?slug=${list.slug}`);
  const kite = card(page, "Kite");
  const picker = kite.getByRole("group", { name: "Your icon" });
  await expect(picker.getByRole("button")).toHaveCount(8);
  await kite.getByLabel("Password").fill("pw-kite");
  await kite.getByTestId("reserve-toggle").click();
  await expectToast(page, "Please select an icon.");

  const unicorn = picker.getByRole("button", { name: "🦄" });
  await unicorn.click();
  await expect(unicorn).toHaveAttribute("aria-pressed", "true");
  await unicorn.click();
  await expect(unicorn).toHaveAttribute("aria-pressed", "false");
  await unicorn.click();
  await kite.getByTestId("reserve-toggle").click();
  await expectToast(page, "Reserved!");
  await expect(kite.getByTestId("reserved-by")).toHaveText("Reserved by 🦄");

  await kite.getByLabel("Password").fill("pw-kite");
  await kite.getByTestId("reserve-toggle").click();
  await expectToast(page, "Released!");
  await expect(kite.getByTestId("reserve-toggle")).toHaveAttribute("data-state", "free");
});

test("password_only mode: only a password, nobody is named", async ({ page, request }) => {
  const list = await apiCreateList(request);
  await apiUpdateList(request, list, { identity_mode: "password_only" });
  await apiAddItem(request, list, { title: "Vase" });
  await page.goto(`/web/?slug=${list.slug}`);
  const vase = card(page, "Vase");
  await expect(vase.getByLabel("Your name")).toHaveCount(0);
  await expect(vase.getByRole("group", { name: /icon/ })).toHaveCount(0);
  await vase.getByTestId("reserve-toggle").click();
  await expectToast(page, "Please enter password.");
  await vase.getByLabel("Password").fill("pw-vase");
  await vase.getByTestId("reserve-toggle").click();
  await expectToast(page, "Reserved!");
  await expect(vase.getByTestId("reserved-by")).toHaveText("Reserved");

  await vase.getByLabel("Password").fill("nope");
  await vase.getByTestId("reserve-toggle").click();
  await expectToast(page, "Error: The password does not match this reservation.");
  await vase.getByLabel("Password").fill("pw-vase");
  await vase.getByTestId("reserve-toggle").click();
  await expectToast(page, "Released!");
  await expect(vase.getByTestId("reserve-toggle")).toHaveAttribute("data-state", "free");
});

test("keyboard only: Enter in the password field reserves; a lost connection is reported in the user's language", async ({
  page,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Lamp" });
  await page.goto(`/web/?slug=${list.slug}`);
  const lamp = card(page, "Lamp");

  await page.route("**/api/item_reserve*", (route) => route.abort("internetdisconnected"));
  await lamp.getByLabel("Your name").focus();
  await page.keyboard.type("Carol");
  await page.keyboard.press("Tab");
  await expect(lamp.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("pw-lamp");
  await page.keyboard.press("Enter");
  await expectToast(page, "Connection problem. Please try again later.");
  await expect(lamp.getByTestId("reserve-toggle")).toHaveAttribute("data-state", "free");

  await page.unroute("**/api/item_reserve*");
  await lamp.getByLabel("Password").press("Enter");
  await expect(lamp.getByTestId("reserved-by")).toHaveText("Reserved by Carol");
});
