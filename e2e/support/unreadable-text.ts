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

/**
 * Words inside `scope` broken across two lines although each is no wider than `scope`'s own line
 * (its content box): "Gemeindehau|ssaal" in a narrow column. A word wider than the line may break
 * (hyphenated where the browser knows the language), unless it is one of `whole`: words a screen
 * must set in letters small enough to fit ("Weihnachtswichteln" in a title at 320 px). Hyphens and
 * slashes are break points of their own.
 */
export async function brokenWords(scope: Locator, whole: string[] = []) {
  return scope.evaluate((root, whole) => {
    const style = getComputedStyle(root);
    const line = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent!.matchAll(/[^\s\-‐–—/]+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && (width <= line || whole.includes(word[0])))
          broken.push(`${word[0]} (${Math.round(width)} of ${Math.round(line)} px)`);
      }
    }
    return broken;
  }, whole);
}

/** The room between a control's text and its border, above and below (px): a label of two lines kept air. */
export async function airAroundText(control: Locator) {
  return control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      above: Math.round(text.top - box.top - parseFloat(style.borderTopWidth)),
      below: Math.round(box.bottom - parseFloat(style.borderBottomWidth) - text.bottom),
    };
  });
}

/** The placeholders inside `scope` wider than their field's room, measured in the field's own font. */
export async function cutPlaceholders(scope: Locator) {
  return scope.locator("input[placeholder]").evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room;
      })
      .map((input) => input.placeholder),
  );
}
