// Every language of messages/ reaches everything the server says (docs/decisions/060): chosen from
// Accept-Language by q-value, it names the page's lang and dir, the 404 page, the manifest and the
// API's error texts, each in that language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALES } from "../../lib/locale";
import { testServerForFile } from "../support/fixture";

const { server, api } = testServerForFile();
const root = path.resolve(import.meta.dirname, "../..");
type Catalogue = Record<string, Record<string, string>>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));

/** What the HTML says, its entities undone (React escapes quotes and apostrophes). */
async function page(pathname: string, acceptLanguage: string) {
  const answer = await fetch(`${server.baseUrl}${pathname}`, { headers: { "accept-language": acceptLanguage } });
  const html = (await answer.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
  return { status: answer.status, html };
}

describe.each(LOCALES)("%s", (locale) => {
  const texts = catalogue(locale);
  const { direction } = LANGUAGES[locale];
  // another language first at a lower q: the q-value decides
  const header = `sv;q=0.2, ${locale}-XX;q=0.9, ${locale === "de" ? "en" : "de"};q=0.5`;

  it("is the 404 page's language and direction", async () => {
    const { status, html } = await page("/web/no-such-screen", header);
    expect(status).toBe(404);
    expect(html).toContain(`<html lang="${locale}" dir="${direction}"`);
    expect(html).toContain(texts.pageNotFound!.heading);
  });

  it("names the manifest in that language", async () => {
    const answer = await fetch(`${server.baseUrl}/manifest.webmanifest`, { headers: { "accept-language": header } });
    const manifest = await answer.json();
    expect(manifest).toMatchObject({ lang: locale, dir: direction, description: texts.app!.description });
  });

  it("says the API's errors in that language", async () => {
    const answer = await api.post(
      "/api/list_create.php",
      { owner_password: "pw" },
      { headers: { "accept-language": header } },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(texts.errors!.title_required);
  });
});

it("renders a list page right to left in Arabic, with its price in the list's currency", async () => {
  const list = await api.createList("عيد ميلاد");
  await api.updateList(list, { currency: "AED" });
  await api.addItem(list, { title: "كتاب", price: "49.5" });
  const { html } = await page(`/web/?slug=${list.slug}`, "ar");
  expect(html).toContain('<html lang="ar" dir="rtl"');
  // the currency isolated as the left-to-right unit it is, so its letters keep their order (decision 075)
  const parts = new Intl.NumberFormat("ar", { style: "currency", currency: "AED" }).formatToParts(49.5);
  expect(html).toContain(
    parts.map((part) => (part.type === "currency" ? `\u2066${part.value}\u2069` : part.value)).join(""),
  );
});
