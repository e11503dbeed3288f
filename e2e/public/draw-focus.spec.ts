// The organizer of the family's draw on a phone, with a keyboard or a screen reader: each send
// button keeps the focus while it waits for the server (it used to be disabled and drop the focus
// to the page's top), and once answered the focus is where the next step is: the name for the next
// person, the first name of the next pair, "drawn" after the draw (decision 220).
import { ENDPOINTS } from "../../lib/api-paths.mjs";
import { apiCreateDraw, apiJoinDrawAll } from "../support/api";
import { languageOf } from "../support/messages";
import { DrawPage } from "../support/pages/DrawPage";
import { pressWhileHeld } from "../support/held-answers";
import { expect, test } from "../support/test";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "de-DE", isMobile: true, hasTouch: true };
test.use(PHONE);

test("the organizer's add, exclude and draw keep the focus while they wait, then hand it on", async ({
  page,
  request,
}) => {
  const draw = await apiCreateDraw(request, { title: "Wichteln bei Oma" });
  await apiJoinDrawAll(request, draw, ["Mama", "Papa", "Lena"]);
  const organizer = new DrawPage(page, languageOf(PHONE.locale));
  await page.goto(`/web/draw/?slug=${draw.slug}#organizer=${draw.organizerToken}`);
  await expect(organizer.people).toHaveCount(3);

  // Opa has no phone: the organizer adds him, pressing "Hinzufügen" with the keyboard
  const name = organizer.addNameInput;
  await name.fill("Opa");
  let { letAnswersCome } = await pressWhileHeld(page, organizer.addButton, ENDPOINTS.draw_join.path);
  letAnswersCome();
  await expect(organizer.people).toHaveCount(4);
  // his link comes as a dialog, which has the focus; closed, the focus is back at the name, for the next person
  await expect(organizer.handedLink).toBeVisible();
  await expect(organizer.focusInDialog).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(organizer.handedLink).toHaveCount(0);
  await expect(name).toBeFocused();
  await page.unroute(`**${ENDPOINTS.draw_join.path}*`);

  // Mama and Papa must not draw each other
  await organizer.choosePair("Mama", "Papa");
  ({ letAnswersCome } = await pressWhileHeld(page, organizer.excludeButton, ENDPOINTS.draw_exclude.path));
  letAnswersCome();
  await expect(organizer.exclusions).toHaveCount(1);
  await expect(organizer.exclusionAInput).toBeFocused();

  // the draw: the button holds the focus while it waits, then "drawn" takes it
  // (a second press meanwhile sends nothing)
  const held = await pressWhileHeld(page, organizer.drawButton, ENDPOINTS.draw_run.path);
  await expect(organizer.drawButton).toHaveAttribute("aria-busy", "true");
  held.letAnswersCome();
  await expect(organizer.drawn).toBeVisible();
  expect(held.sent()).toBe(1);
  await expect(organizer.drawn).toBeFocused();
});
