// Issue 9: owner mode on a phone leads with the items. The page height for 8 items at 375 px is
// written to the test's annotations (see the report); the assertions are what the owner sees.
import { apiAddItem, apiCreateList, apiReserve } from "../support/api";
import { expect, test } from "../support/test";

test.use({ locale: "en-GB", viewport: { width: 375, height: 812 } });

test("a new owner on a phone sees 'add your first wish' on the first screen", async ({ request, listPage }) => {
  const list = await apiCreateList(request);
  await listPage.openAsOwner(list);
  // the form opens with "paste a shop link" (issue 23), its first field
  const firstField = listPage.firstWishForm.shopLinkInput;
  await expect(firstField).toBeVisible();
  const box = (await firstField.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(812);
});

test("owner mode with 8 items: compact cards, the first item on the first screen", async ({
  page,
  request,
  listPage,
}, testInfo) => {
  const list = await apiCreateList(request);
  const items = [];
  for (let n = 1; n <= 8; n++)
    items.push(
      await apiAddItem(request, list, {
        title: `Wish number ${n}`,
        url: "https://example.com/",
        price: 10 * n,
        note: n % 2 ? "Size M, blue if possible" : undefined,
      }),
    );
  await apiReserve(request, items[1]!.id, "Anna", "anna-pw");
  await listPage.openAsOwner(list);
  await expect(listPage.cards).toHaveCount(8);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  testInfo.annotations.push({ type: "owner page height, 8 items, 375 px", description: `${height} px` });
  console.log(`owner page height, 8 items, 375 px: ${height} px`);

  // the owner does not reserve their own wishes: no reservation form in owner mode
  await expect(listPage.reservationPasswordInputs).toHaveCount(0);
  // the reserved wish says so, and the owner can release it
  const reserved = listPage.card("Wish number 2");
  // taken, not by whom: a new list keeps the surprise (issue 28)
  await expect(reserved.reservedBy).toHaveText("Reserved");
  await expect(reserved.owner.releaseButton).toBeVisible();

  // the first wish and its edit button are on the first screen
  const box = (await listPage.card("Wish number 1").owner.editButton.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(812);

  // every owner bar is tidy: its moves, its release and its edit/delete each keep their buttons on one
  // line (with 44 px targets and a mouse's drag handle, the release may take a row of its own)
  const ragged = await listPage.ownerBars.rows.evaluateAll(
    (bars) =>
      bars.filter(
        (bar) =>
          new Set([...bar.querySelectorAll("button")].map((b) => Math.round(b.getBoundingClientRect().top))).size > 1,
      ).length,
  );
  expect(ragged).toBe(0);
});

for (const locale of ["en-GB", "de-DE"]) {
  test.describe(`a 360 px phone in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("the received toggle says what it is before it is pressed (issue 40)", async ({ request, listPage }) => {
      const list = await apiCreateList(request);
      await apiAddItem(request, list, { title: "Kite" });
      await listPage.openAsOwner(list);
      const toggle = listPage.card("Kite").owner.receivedToggle;
      const received = listPage.t("itemEditor.received");
      // its word shows beside the mark, not only once it is pressed
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(toggle).toHaveText(new RegExp(received), { useInnerText: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(toggle).toHaveText(new RegExp(`✓\\s*${received}`), { useInnerText: true });
      // the moves, edit and delete keep their row; "Received" has one of its own; all within the card
      const bar = listPage.ownerBars.of("Kite");
      const rows = await bar.buttons.evaluateAll((all) =>
        all.map((button) => ({
          received: button.getAttribute("data-testid") === "toggle-received",
          top: Math.round(button.getBoundingClientRect().top),
          right: button.getBoundingClientRect().right,
        })),
      );
      const others = rows.filter((button) => !button.received);
      expect(new Set(others.map((button) => button.top)).size).toBe(1);
      expect(rows.find((button) => button.received)!.top).toBeGreaterThan(others[0]!.top);
      const barBox = (await bar.root.boundingBox())!;
      expect(Math.max(...rows.map((button) => button.right))).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
    });
  });
}
