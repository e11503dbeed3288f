#!/usr/bin/env node
// Which keys of messages/en.json each other language lacks (and which it has that English does
// not): what is left to translate after keys were added, e.g. on merging branches. Exits 1 when
// any language is incomplete. lib/i18n/messages.test.ts fails in the same case.
//   node scripts/messages-missing.mjs          every language
//   node scripts/messages-missing.mjs fr pl    just these
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "messages");
const read = (/** @type {string} */ code) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));

/**
 * Every "namespace.key" of a catalogue with its text.
 * @param {Record<string, unknown>} catalogue
 * @returns {Map<string, string>}
 */
function flatten(catalogue, prefix = "", into = new Map()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(name, value);
    else flatten(/** @type {Record<string, unknown>} */ (value), name, into);
  }
  return into;
}

const english = flatten(read("en"));
const asked = process.argv.slice(2);
const codes = readdirSync(dir)
  .filter((name) => name.endsWith(".json") && name !== "en.json")
  .map((name) => name.slice(0, -5))
  .filter((code) => asked.length === 0 || asked.includes(code))
  .sort();

let incomplete = false;
for (const code of codes) {
  const own = flatten(read(code));
  const missing = [...english.keys()].filter((key) => !own.has(key));
  const extra = [...own.keys()].filter((key) => !english.has(key));
  if (missing.length === 0 && extra.length === 0) {
    console.log(`${code}: complete`);
    continue;
  }
  incomplete = true;
  console.log(`${code}: ${missing.length} missing, ${extra.length} not in en.json`);
  for (const key of missing) console.log(`  - ${key}: ${JSON.stringify(english.get(key))}`);
  for (const key of extra) console.log(`  + ${key}`);
}
process.exit(incomplete ? 1 : 0);
