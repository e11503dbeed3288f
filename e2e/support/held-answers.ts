// A phone on a slow connection while a form is sent: the endpoint's answers held back, and what the
// keyboard's and the screen reader's focus does meanwhile (decisions 220 and 222).
import type { Locator, Page, Request } from "@playwright/test";
import { holdAnswers } from "./slow-scripts";
import { expect } from "./test";

/**
 * `control` — a send button, or a text field of the form, where a phone's "Go" key is Enter —
 * pressed with Enter while `endpoint`'s answers are held (a path as lib/api-paths.mjs writes it, or
 * its start, to match its aliases too): it is marked unavailable and keeps the focus; Enter pressed
 * again meanwhile keeps it too. Returns `letAnswersCome`, and `sent`: how many requests went to the
 * endpoint since — read it after the answer shows, when a second one would have gone out.
 */
export async function pressWhileHeld(page: Page, control: Locator, endpoint: string) {
  let sent = 0;
  const count = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith(endpoint)) sent += 1;
  };
  page.on("request", count);
  const letAnswersCome = await holdAnswers(page, endpoint);
  await control.focus();
  await page.keyboard.press("Enter");
  await expect(control).toHaveAttribute("aria-disabled", "true");
  await expect(control).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(control).toBeFocused();
  return { letAnswersCome, sent: () => sent };
}
