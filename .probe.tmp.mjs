import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: "de-DE" });
await page.goto(process.argv[2]);
await page.waitForTimeout(1000);
const check = () => page.locator(".item-title a").evaluateAll((links) =>
    links.filter((link) => {
        const text = link.querySelector("bdi").firstChild;
        const range = document.createRange();
        range.setStart(text, text.textContent.length - 1);
        range.setEnd(text, text.textContent.length);
        const lastLetter = range.getBoundingClientRect();
        const arrow = link.querySelector(".external-icon").getBoundingClientRect();
        return arrow.top > lastLetter.bottom - 2;
      }).map((link) => link.textContent.length));
console.log("as is", await check());
for (const css of process.argv.slice(3)) {
  const h = await page.addStyleTag({ content: css });
  console.log(css, await check());
  await h.evaluate((el) => el.remove());
}
await browser.close();
