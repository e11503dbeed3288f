// Issue 51, item 3 on a phone in Turkish: Ayşe gives her address with her first reservation. On her
// second wish the form remembers it with her name and password — it shows the address, and sends
// it — so news of that wish (its deletion, say) reaches her too (docs/decisions/081-mail.md).
import { CONFIGURED_BASE_URL } from "../../playwright.config";
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";

// the second server sends mail (its address field shows); nothing here waits for a mail
test.use({
  baseURL: CONFIGURED_BASE_URL,
  locale: "tr-TR",
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
});

test("the address given on the first wish is shown and given again on the second", async ({
  page,
  request,
  listPage,
}) => {
  const address = `ayse-${Date.now().toString(36)}@example.org`;
  const list = await apiCreateList(request, "Doğum günü");
  await apiAddItem(request, list, { title: "Çaydanlık" });
  await apiAddItem(request, list, { title: "Yemek kitabı" });
  await listPage.open(list.slug);

  const teapot = listPage.card("Çaydanlık");
  await teapot.openForm();
  await teapot.emailInput.fill(address);
  await teapot.toggleReservation({ name: "Ayşe", password: "ayse-pw" });
  await expect(teapot.yourReservation).toBeVisible();

  const book = listPage.card("Yemek kitabı");
  await book.openForm();
  await expect(book.emailInput).toHaveValue(address);
  const sent = page.waitForRequest((request) => /\/api\/item_reserve(\.php)?$/.test(new URL(request.url()).pathname));
  await book.reserveToggle.click();
  expect(new URLSearchParams((await sent).postData() ?? "").get("email")).toBe(address);
  await expect(book.yourReservation).toBeVisible();
});
