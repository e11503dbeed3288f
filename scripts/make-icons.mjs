// Draws the app icons from public/logo.svg with the Chromium the e2e suite uses (no image
// library needed): PNGs for the web app manifest (192, 512, maskable), the apple-touch icon and
// favicon.ico (PNG images in an ICO container, which every browser reads).
// Run after changing the logo: `node scripts/make-icons.mjs`; the results are committed.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const root = new URL("../public/", import.meta.url);
const logo = readFileSync(new URL("logo.svg", root), "utf8");
const logoData = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;

/** `inset` is the share of the edge left free: a maskable icon keeps its logo in the middle 80 %. */
const ICONS = [
  { file: "icons/icon-192.png", size: 192, inset: 0, background: "transparent" },
  { file: "icons/icon-512.png", size: 512, inset: 0, background: "transparent" },
  { file: "icons/maskable-512.png", size: 512, inset: 0.12, background: "#111827" },
  { file: "icons/apple-touch-icon.png", size: 180, inset: 0.04, background: "#111827" },
];
const FAVICON_SIZES = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();

/** @param {number} size @param {number} inset @param {string} background */
async function draw(size, inset, background) {
  await page.setViewportSize({ width: size, height: size });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<html><body style="margin:0;background:${background}">` +
      `<img src="${logoData}" style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body></html>`,
  );
  await page.locator("img").evaluate((/** @type {HTMLImageElement} */ img) => img.decode());
  return page.screenshot({ omitBackground: background === "transparent", type: "png" });
}

for (const icon of ICONS) writeFileSync(new URL(icon.file, root), await draw(icon.size, icon.inset, icon.background));

// ICO: a 6-byte header, a 16-byte entry per image, then the PNG images themselves
const pngs = [];
for (const size of FAVICON_SIZES) pngs.push({ size, data: await draw(size, 0, "transparent") });
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach(({ size, data }, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size % 256, entry);
  header.writeUInt8(size % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(data.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += data.length;
});
writeFileSync(new URL("favicon.ico", root), Buffer.concat([header, ...pngs.map((png) => png.data)]));

await browser.close();
