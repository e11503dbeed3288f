// Written by scripts/locales.mjs from messages/*.json; do not edit. Run `node scripts/locales.mjs`.
import "server-only";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import tr from "../../messages/tr.json";

/** Every catalogue, by language (the server's error texts, lib/server/messages.ts). */
export const CATALOGUES = { de, en, tr } as const;
