#!/usr/bin/env node
// The languages the app speaks are the files in messages/ (docs/decisions/060-one-file-per-language.md):
// this writes the three modules that list them, so adding a language is adding messages/xx.json.
//   lib/i18n/languages.generated.ts      every language's code, own name, formats, direction and
//                                        suggested currency, plus a loader per catalogue (browser-safe)
//   lib/server/catalogues.generated.ts   every catalogue, imported (the server's error texts)
//   lib/i18n/catalogue-files.generated.mjs  every catalogue's file, for the plain ESM server in front
//                                        of Next (server/http/parser-refusals.mjs)
// Run by scripts/setup.mjs (install, dev, build) and by the Containerfile before `next build`;
// `--check` exits 1 when the written files are out of date (lib/i18n/messages.test.ts checks it too).
// Node built-ins only.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const LANGUAGES_MODULE = "lib/i18n/languages.generated.ts";
export const CATALOGUES_MODULE = "lib/server/catalogues.generated.ts";
export const CATALOGUE_FILES_MODULE = "lib/i18n/catalogue-files.generated.mjs";
const HEADER = "// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.\n";
const CODE = /^[a-z]{2,3}$/;

/**
 * One language of messages/: its code and its `language` facts.
 * @typedef {{ code: string, name: string, format: string, direction: "ltr" | "rtl", currency: string }} LanguageFacts
 */

/**
 * Each messages/xx.json as its code and its `language` facts, by code.
 * @returns {LanguageFacts[]}
 */
export function readLanguages(dir = path.join(root, "messages")) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((code) => CODE.test(code))
    .sort()
    .map((code) => {
      const { language } = JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));
      const { name, format, direction, currency } = language ?? {};
      if (typeof name !== "string" || typeof format !== "string" || typeof currency !== "string")
        throw new Error(`messages/${code}.json: "language" needs "name", "format", "direction" and "currency"`);
      if (direction !== "ltr" && direction !== "rtl")
        throw new Error(`messages/${code}.json: "language.direction" must be "ltr" or "rtl"`);
      // throws a RangeError for a tag Intl does not understand
      const tag = /** @type {string} */ (Intl.getCanonicalLocales(format)[0]);
      return { code, name, format: tag, direction, currency };
    });
}

/**
 * The text of both modules for these languages.
 * @param {LanguageFacts[]} languages
 * @returns {Record<string, string>}
 */
export function modulesFor(languages) {
  const codes = languages.map(({ code }) => code);
  // written the way Prettier would, so `prettier --check .` passes without an exception
  const facts = languages
    .map(
      ({ code, name, format, direction, currency }) =>
        `  ${code}: { name: ${JSON.stringify(name)}, format: "${format}", direction: "${direction}", currency: "${currency}" },`,
    )
    .join("\n");
  const loaders = codes.map((code) => `  ${code}: () => import("../../messages/${code}.json"),`).join("\n");
  const browser = `${HEADER}
/** Every language of messages/, by code. */
export const LOCALES = [${codes.map((code) => `"${code}"`).join(", ")}] as const;
export type Locale = (typeof LOCALES)[number];

type LanguageFacts = { name: string; format: string; direction: "ltr" | "rtl"; currency: string };

/**
 * What the app knows about each language without loading its texts: its own name (for the
 * language menu), the locale its dates, numbers and prices are formatted in, its writing direction
 * and the currency a new list made in it suggests.
 */
export const LANGUAGES = {
${facts}
} as const satisfies Record<Locale, LanguageFacts>;

/** Each catalogue as its own chunk, loaded when asked for. */
export const CATALOGUE_LOADERS: Record<Locale, () => Promise<{ default: object }>> = {
${loaders}
};
`;
  const server = `${HEADER}import "server-only";
${codes.map((code) => `import ${code} from "../../messages/${code}.json";`).join("\n")}

/** Every catalogue, by language (the server's error texts, lib/server/messages.ts). */
export const CATALOGUES = { ${codes.join(", ")} } as const;
`;
  const files = codes.map((code) => `  ${code}: new URL("../../messages/${code}.json", import.meta.url),`).join("\n");
  const plain = `${HEADER}
/**
 * Every catalogue's file, by language, for the server in front of Next, which runs without a build
 * (server/http/parser-refusals.mjs): the same files lib/server/catalogues.generated.ts imports.
 */
export const CATALOGUE_FILES = {
${files}
};
`;
  return { [LANGUAGES_MODULE]: browser, [CATALOGUES_MODULE]: server, [CATALOGUE_FILES_MODULE]: plain };
}

/**
 * The modules as they should be; `write` brings them up to date. Returns the files that were stale.
 * @param {{ write?: boolean }} [options]
 */
export function syncLocaleModules({ write = true } = {}) {
  /** @type {string[]} */
  const stale = [];
  for (const [file, text] of Object.entries(modulesFor(readLanguages()))) {
    let current = "";
    try {
      current = readFileSync(path.join(root, file), "utf8");
    } catch {
      // not written yet
    }
    if (current === text) continue;
    stale.push(file);
    if (write) writeFileSync(path.join(root, file), text);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = syncLocaleModules({ write: !check });
  if (check && stale.length > 0) {
    console.error(`[locales] out of date: ${stale.join(", ")} (run node scripts/locales.mjs)`);
    process.exit(1);
  }
  if (!check && stale.length > 0) console.log(`[locales] wrote ${stale.join(", ")}`);
}
