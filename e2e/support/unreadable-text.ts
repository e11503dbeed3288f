// Text that cannot be read whole: cut at its box's edge, or drawn over other text (issue 32's
// narrow phones; e2e/owner/no-sideways.spec.ts, e2e/public/narrow-phones.spec.ts).
import type { Locator } from "@playwright/test";

/**
 * Text a reader cannot read whole inside `scope`: a box whose content is wider than itself (cut, or
 * spilling over its neighbour; form fields scroll their own), and two lines of text drawn over
 * each other.
 */
export async function unreadableText(scope: Locator) {
  return scope.evaluate((root) => {
    const withText = [root, ...root.querySelectorAll("*")].filter(
      (element) =>
        element.getClientRects().length > 0 &&
        // words for screen readers only are clipped to a pixel on purpose
        !element.closest(".visually-hidden") &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    );
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}"`;
    const cut = withText
      .filter(
        (element) =>
          !["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName) &&
          getComputedStyle(element).display !== "inline" &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => `cut: ${name(element)}`);
    const overlapping: string[] = [];
    withText.forEach((one, index) => {
      for (const other of withText.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue;
        const hit = [...one.getClientRects()].some((a) =>
          [...other.getClientRects()].some(
            (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
          ),
        );
        if (hit) overlapping.push(`overlap: ${name(one)} and ${name(other)}`);
      }
    });
    return [...cut, ...overlapping];
  });
}
